/**
 * The site's one door to swiper. Blocks describe a carousel with CarouselOptions and
 * drive it through `playing` and the handle; they never import swiper themselves.
 * Import this only from lazily loaded components: swiper's code and CSS come with it.
 */
import { useEffect, useMemo, useRef, type FocusEvent, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';
import { sizingScope, slideSizingCss, toSwiperOptions, type CarouselOptions } from './options';

export interface CarouselHandle {
  previous(): void;
  next(): void;
}

export interface CarouselEdges {
  atStart: boolean;
  atEnd: boolean;
}

export interface CarouselSlide {
  key: string | number;
  content: ReactNode;
  /** Slides without a link or control of their own take focus, so Tab still reaches them. */
  focusable?: boolean;
}

export interface CarouselProps {
  options: CarouselOptions;
  slides: CarouselSlide[];
  /** Names the carousel for assistive technology. */
  label: string;
  reducedMotion: boolean;
  /** Autoplay runs while true (only when options.autoplay is set). */
  playing: boolean;
  onReady?: (handle: CarouselHandle) => void;
  onEdgesChange?: (edges: CarouselEdges) => void;
  /** A slide that had focus before swiper took over (see LazyCarousel): focus returns to it. */
  focusSlide?: number;
}

const modules = [A11y, Autoplay, EffectFade];

export function Carousel({ options, slides, label, reducedMotion, playing, onReady, onEdgesChange, focusSlide }: CarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Built once per layout: swiper/react re-applies changed options on every render.
  const params = useMemo(
    () => toSwiperOptions(options, { reducedMotion, playing }),
    // `playing` is followed by the effect below, not by rebuilding swiper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options, reducedMotion],
  );
  const scope = sizingScope(options);

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay || !options.autoplay) return;
    if (playing && !reducedMotion) autoplay.start();
    else autoplay.stop();
  }, [playing, reducedMotion, options.autoplay]);

  const report = (s: SwiperInstance) => onEdgesChange?.({ atStart: s.isBeginning, atEnd: s.isEnd });

  // Tab into a slide that is cut off at the edge and it slides fully into view. (swiper's own
  // scroll-on-focus leaves partly visible slides where they are.)
  const revealFocused = (e: FocusEvent) => {
    const s = swiperRef.current;
    const slide = e.target instanceof Element ? e.target.closest('.swiper-slide') : null;
    if (!s || s.destroyed || !slide) return;
    // The browser scrolls the clipped container to show focus; swiper moves slides by transform instead.
    s.el.scrollLeft = 0;
    if (slide.classList.contains('swiper-slide-fully-visible')) return;
    if (s.params.loop) s.slideToLoop(Number(slide.getAttribute('data-swiper-slide-index')));
    // Matched by its class: one of swiper's slide elements.
    else s.slideTo(s.slides.indexOf(slide as HTMLElement));
  };

  return (
    // A group, not a region: the block's section is already the landmark named by the same heading.
    <div className={`carousel ${scope}`} role="group" aria-roledescription="carousel" aria-label={label} onFocus={revealFocused}>
      <style>{slideSizingCss(scope, options)}</style>
      <Swiper
        {...params}
        modules={modules}
        onSwiper={(s) => {
          swiperRef.current = s;
          onReady?.({ previous: () => s.slidePrev(), next: () => s.slideNext() });
          report(s);
          if (focusSlide !== undefined) {
            const slide = s.slides.find((el) => Number(el.getAttribute('data-swiper-slide-index') ?? s.slides.indexOf(el)) === focusSlide);
            const target = slide?.querySelector<HTMLElement>('a, button, [tabindex]') ?? slide;
            target?.focus({ preventScroll: true });
          }
        }}
        onSlideChange={report}
        onReachBeginning={report}
        onReachEnd={report}
        onFromEdge={report}
        onBreakpoint={report}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className="slide-sized" tabIndex={slide.focusable ? 0 : undefined}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
