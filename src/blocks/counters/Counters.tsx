import { useEffect, useRef } from 'react';
import type { BlockComponentProps } from '../../engine/types';
import { useNumberSymbols } from '../../engine/site';
import { Reveal } from '../../ui/Reveal';
import type { NumberSymbols } from '../../platform/numbers';
import { formatCount } from './format';
import type { CounterItem, CountersProps } from './schema';
import './counters.css';

/** A figure, final as the server sends it; its element carries what the count needs (enhance.ts). */
function Counter({ item, symbols }: { item: CounterItem; symbols: NumberSymbols }) {
  const final = formatCount(item.value, item, symbols);
  return (
    <li className="counter">
      {/* The changing digits are hidden from screen readers, which get the final figure once. */}
      {/* A figure reads left to right on an Arabic page too ("500+", not "+500"). */}
      <span
        className="counter-value"
        aria-hidden="true"
        dir="ltr"
        data-value={item.value}
        data-decimals={item.decimals || undefined}
        data-prefix={item.prefix || undefined}
        data-suffix={item.suffix || undefined}
      >
        {final}
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
  const symbols = useNumberSymbols();
  // The figures count up as the page's start makes them on a server-rendered page (enhance.ts),
  // loaded as it loads it: a chunk of its own, not part of this one.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./enhance').then(({ countFigures }) => {
      if (live) stop = countFigures(list);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [props.items, props.durationMs, symbols]);
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
        {/* What the count needs on the DOM (enhance.ts reads it): its length and the page's number symbols. */}
        <ul className="counters-list" ref={listRef} data-duration-ms={props.durationMs} data-symbols={JSON.stringify(symbols)}>
          {props.items.map((item) => (
            <Counter key={item.label} item={item} symbols={symbols} />
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
