import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import { SiteLink } from '../../ui/SiteLink';
import type { ListData } from '../../data/source';
import type { BlockComponentProps } from '../../engine/types';
import { Icon } from '../../ui/icons';
import { Reveal } from '../../ui/Reveal';
import { useReducedMotion } from '../../ui/motion/reducedMotion';
import type { CarouselEdges, CarouselHandle } from '../../ui/swiper/Carousel';
import { LazyCarousel as Carousel } from '../../ui/swiper/LazyCarousel';
import { carouselOptions } from './carouselOptions';
import { slideKinds, type SlideItems } from './items/kinds';
import type { ItemKind, SliderProps } from './schema';
import './slider.css';

/** Each item as a slide of its kind: the kind picks the slide, and the slide takes that kind's item. */
function slidesOf<K extends ItemKind>(kind: K, items: SlideItems[K][], props: SliderProps) {
  const { Slide, focusable } = slideKinds[kind];
  return items.map((item, i) => ({
    key: item.id ?? i,
    focusable,
    // createElement, not JSX: JSX cannot match a component picked by a generic kind to that kind's item.
    content: createElement(Slide, { item, props }),
  }));
}

export default function Slider({ props, data, blockId }: BlockComponentProps<SliderProps, ListData<SlideItems[ItemKind]>>) {
  const items = props.maxItems ? data.items.slice(0, props.maxItems) : data.items;
  const empty = items.length === 0;
  useEffect(() => {
    if (empty && props.emptyLog) console.log(props.emptyLog);
  }, [empty, props.emptyLog]);

  const reducedMotion = useReducedMotion();
  // null until the visitor chooses: autoplay then follows the reduced-motion setting.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  // Motion stops while focus is inside, so a keyboard user is not chased by the slides.
  const [focusInside, setFocusInside] = useState(false);
  const [edges, setEdges] = useState<CarouselEdges>({ atStart: true, atEnd: false });
  const handle = useRef<CarouselHandle | null>(null);
  // Arrow taps made before swiper has taken over (it loads as the carousel nears the viewport):
  // made once it is ready, so a visitor's early tap is not lost.
  const early = useRef<('next' | 'previous')[]>([]);
  const step = (to: 'next' | 'previous') => (handle.current ? handle.current[to]() : early.current.push(to));
  const options = useMemo(() => carouselOptions(props), [props]);

  if (empty && props.hideWhenEmpty) return null;

  const headingId = `${blockId}-heading`;
  const wantsPlay = userPlaying ?? !reducedMotion;
  const playing = wantsPlay && !focusInside;
  const looping = props.loop === true;
  const tone = props.tone && props.tone !== 'light' ? ` slider-${props.tone}` : '';

  return (
    <Reveal as="section" className={`slider slider-${props.item}${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <header className="slider-header">
          <div className="slider-titles">
            {props.eyebrow ? <p className="slider-eyebrow">{props.eyebrow}</p> : null}
            <h2 className="slider-heading" id={headingId}>
              {props.heading}
            </h2>
            {props.intro ? <p className="slider-intro">{props.intro}</p> : null}
          </div>
          {!empty && (props.navigation || props.autoplay) ? (
            <div className="slider-controls">
              {props.autoplay ? (
                <button type="button" className="slider-control" onClick={() => setUserPlaying(!wantsPlay)}>
                  <Icon name={wantsPlay ? 'pause' : 'play'} />
                  <span className="visually-hidden">{wantsPlay ? props.autoplay.pauseLabel : props.autoplay.playLabel}</span>
                </button>
              ) : null}
              {props.navigation ? (
                <>
                  <button type="button" className="slider-control" aria-disabled={!looping && edges.atStart} onClick={() => step('previous')}>
                    <Icon name="arrowLeft" />
                    <span className="visually-hidden">{props.navigation.previousLabel}</span>
                  </button>
                  <button type="button" className="slider-control" aria-disabled={!looping && edges.atEnd} onClick={() => step('next')}>
                    <Icon name="arrowRight" />
                    <span className="visually-hidden">{props.navigation.nextLabel}</span>
                  </button>
                </>
              ) : null}
            </div>
          ) : null}
        </header>
        {empty ? null : (
          <div
            className="slider-track"
            onFocus={() => setFocusInside(true)}
            onBlur={(e) => {
              if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocusInside(false);
            }}
          >
            <Carousel
              options={options}
              label={props.heading}
              reducedMotion={reducedMotion}
              playing={playing}
              onReady={(h) => {
                handle.current = h;
                for (const to of early.current.splice(0)) h[to]();
              }}
              onEdgesChange={setEdges}
              slides={slidesOf(props.item, items, props)}
            />
          </div>
        )}
        {props.button ? (
          <div className="slider-footer">
            <SiteLink className="button" to={props.button.href}>
              {props.button.label}
            </SiteLink>
          </div>
        ) : null}
      </div>
    </Reveal>
  );
}
