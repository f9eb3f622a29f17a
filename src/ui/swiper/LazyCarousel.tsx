/**
 * The carousel as a page first gets it: the slides laid out exactly as swiper will lay
 * them out (same sizing CSS), with swiper's code fetched only after the page has loaded
 * or as soon as the visitor reaches for the carousel. Keeps swiper out of first-load
 * JavaScript without a visible jump when it takes over.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CarouselProps } from './Carousel';
import { sizingScope, slideSizingCss } from './options';
import './carousel.css';

const Carousel = lazy(() => import('./Carousel').then((m) => ({ default: m.Carousel })));

function StaticTrack({ options, slides, label, onFocusOrPointer }: Pick<CarouselProps, 'options' | 'slides' | 'label'> & { onFocusOrPointer: () => void }) {
  const scope = sizingScope(options);
  return (
    <div
      className={`carousel ${scope}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocusOrPointer}
      onPointerEnter={onFocusOrPointer}
      onTouchStart={onFocusOrPointer}
    >
      <style>{slideSizingCss(scope, options)}</style>
      <div className="carousel-static">
        <div className="carousel-static-track">
          {slides.map((slide) => (
            <div key={slide.key} className="slide-sized" tabIndex={slide.focusable ? 0 : undefined}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** After the window's load event, when the browser is idle. */
function afterPageLoad(run: () => void): () => void {
  let cancelled = false;
  let idle: ReturnType<typeof setTimeout> | number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle = 'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : globalThis.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) ('cancelIdleCallback' in window ? window.cancelIdleCallback(idle as number) : globalThis.clearTimeout(idle));
  };
}

export function LazyCarousel(props: CarouselProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterPageLoad(() => setWanted(true)), []);
  const fallback = <StaticTrack options={props.options} slides={props.slides} label={props.label} onFocusOrPointer={() => setWanted(true)} />;
  if (!wanted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Carousel {...props} />
    </Suspense>
  );
}
