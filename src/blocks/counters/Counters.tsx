import { useEffect, useRef, useState } from 'react';
import type { BlockComponentProps } from '../../engine/types';
import { useNumberSymbols } from '../../engine/site';
import { Reveal } from '../../ui/Reveal';
import { countUp } from '../../ui/motion/countUp';
import { prefersReducedMotion } from '../../ui/motion/reducedMotion';
import { useInView } from '../../ui/motion/useInView';
import { formatCount } from './format';
import type { CounterItem, CountersProps } from './schema';
import './counters.css';

function Counter({ item, run, durationMs }: { item: CounterItem; run: boolean; durationMs: number }) {
  // null shows the final figure: what a server render, no script or reduced motion get.
  const [shown, setShown] = useState<number | null>(null);
  const animate = useRef(false);

  useEffect(() => {
    if (prefersReducedMotion() || durationMs === 0) return;
    animate.current = true;
    setShown(0);
  }, [durationMs]);

  useEffect(() => {
    if (!run || !animate.current) return;
    return countUp({ to: item.value, durationMs, onUpdate: setShown });
  }, [run, item.value, durationMs]);

  const symbols = useNumberSymbols();
  const final = formatCount(item.value, item, symbols);
  return (
    <li className="counter">
      {/* The changing digits are hidden from screen readers, which get the final figure once. */}
      {/* A figure reads left to right on an Arabic page too ("500+", not "+500"). */}
      <span className="counter-value" aria-hidden="true" dir="ltr">
        {shown === null ? final : formatCount(shown, item, symbols)}
      </span>
      <span className="visually-hidden" dir="ltr">
        {final}
      </span>
      <span className="counter-label">{item.label}</span>
    </li>
  );
}

export default function Counters({ props, blockId }: BlockComponentProps<CountersProps>) {
  const listRef = useRef<HTMLUListElement>(null);
  const inView = useInView(listRef);
  const headingId = `${blockId}-heading`;
  return (
    <Reveal as="section" className={`counters${props.tone === 'dark' ? ' counters-dark' : ''}`} {...(props.heading ? { 'aria-labelledby': headingId } : {})}>
      <div className="container">
        {props.eyebrow || props.heading || props.intro ? (
          <header className="counters-header">
            {props.eyebrow ? <p className="counters-eyebrow">{props.eyebrow}</p> : null}
            {props.heading ? (
              <h2 className="counters-heading" id={headingId}>
                {props.heading}
              </h2>
            ) : null}
            {props.intro ? <p className="counters-intro">{props.intro}</p> : null}
          </header>
        ) : null}
        <ul className="counters-list" ref={listRef}>
          {props.items.map((item) => (
            <Counter key={item.label} item={item} run={inView} durationMs={props.durationMs} />
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
