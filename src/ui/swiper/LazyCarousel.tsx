/**
 * The carousel as a page first gets it: the slides laid out exactly as swiper will lay
 * them out (same sizing CSS), with swiper's code fetched only after the page has loaded
 * or as soon as the visitor reaches for the carousel. Keeps swiper out of first-load
 * JavaScript without a visible jump when it takes over.
 */
import { useEffect, useRef, useState, type ComponentType, type FocusEvent } from 'react';
import type { CarouselProps } from './Carousel';
import { sizingScope, slideSizingCss } from './options';
import './carousel.css';

function StaticTrack({
  options,
  slides,
  label,
  onFocusOrPointer,
}: Pick<CarouselProps, 'options' | 'slides' | 'label'> & { onFocusOrPointer: (e?: FocusEvent) => void }) {
  const scope = sizingScope(options);
  return (
    <div
      className={`carousel ${scope}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocusOrPointer}
      onPointerEnter={() => onFocusOrPointer()}
      onTouchStart={() => onFocusOrPointer()}
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
  const [Carousel, setCarousel] = useState<ComponentType<CarouselProps> | null>(null);
  const loading = useRef(false);
  // Which slide had focus when swiper took over, so a keyboard visitor keeps their place.
  const [focusSlide, setFocusSlide] = useState<number | undefined>(undefined);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    // No Suspense: the static slides stay mounted (and focused) until swiper is ready to replace them.
    void import('./Carousel').then((m) => setCarousel(() => m.Carousel));
  };
  useEffect(() => afterPageLoad(load), []);
  if (Carousel) return <Carousel {...props} {...(focusSlide !== undefined ? { focusSlide } : {})} />;
  return (
    <StaticTrack
      options={props.options}
      slides={props.slides}
      label={props.label}
      onFocusOrPointer={(e) => {
        const slide = (e?.target as Element | undefined)?.closest?.('.slide-sized');
        if (slide?.parentElement) setFocusSlide([...slide.parentElement.children].indexOf(slide));
        load();
      }}
    />
  );
}
