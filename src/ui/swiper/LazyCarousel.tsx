/**
 * The carousel as a page first gets it: the slides laid out exactly as swiper will lay
 * them out (same sizing CSS), with swiper's code fetched only after the page has loaded
 * and the carousel nears the viewport, or as soon as the visitor reaches for it. Keeps swiper out of first-load
 * JavaScript without a visible jump when it takes over.
 */
import { useEffect, useRef, useState, type ComponentType, type FocusEvent, type RefObject } from 'react';
import type { CarouselProps } from './Carousel';
import { onceNearViewport } from '../../platform/nearViewport';
import { sizingScope, slideSizingCss } from './options';
import './carousel.css';

function StaticTrack({
  options,
  slides,
  label,
  onFocusOrPointer,
  trackRef,
}: Pick<CarouselProps, 'options' | 'slides' | 'label'> & {
  onFocusOrPointer: (e?: FocusEvent) => void;
  trackRef: RefObject<HTMLDivElement | null>;
}) {
  const scope = sizingScope(options);
  return (
    <div
      ref={trackRef}
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

/**
 * After the window's load event, once the carousel comes within half a screen of the
 * viewport: a carousel the visitor never scrolls to never costs swiper's start-up work
 * (its layout passes and autoplay timers were most of home's blocking time on a phone).
 */
function whenNearViewport(element: Element | null, run: () => void): () => void {
  let cancel = () => {};
  const watch = () => {
    if (element) cancel = onceNearViewport(element, '50% 0px', run);
    else run();
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
  return () => {
    window.removeEventListener('load', watch);
    cancel();
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
  const track = useRef<HTMLDivElement>(null);
  useEffect(() => whenNearViewport(track.current, load), []);
  if (Carousel) return <Carousel {...props} {...(focusSlide !== undefined ? { focusSlide } : {})} />;
  return (
    <StaticTrack
      options={props.options}
      slides={props.slides}
      label={props.label}
      trackRef={track}
      onFocusOrPointer={(e) => {
        const slide = e?.target instanceof Element ? e.target.closest('.slide-sized') : null;
        if (slide?.parentElement) setFocusSlide([...slide.parentElement.children].indexOf(slide));
        load();
      }}
    />
  );
}
