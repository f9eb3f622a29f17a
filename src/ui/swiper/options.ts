/**
 * The slider settings a block's config speaks, and their translation into swiper's
 * options. Pure and free of swiper's code, so it is tested without a browser and the
 * skeleton can size its placeholders from the same numbers.
 */
import type { AutoplayOptions, SwiperOptions } from 'swiper/types';

export interface SlideLayout {
  slidesPerView: number;
  spaceBetween: number;
}

export interface CarouselOptions extends SlideLayout {
  speed: number;
  /** Keyed by the minimum viewport width in px, as swiper's breakpoints are. */
  breakpoints?: Record<string, SlideLayout>;
  loop?: boolean;
  autoplay?: { delay: number; disableOnInteraction: boolean };
  effect?: 'slide' | 'fade';
}

export interface Environment {
  reducedMotion: boolean;
  /** Whether autoplay runs at start (the visitor can pause it). */
  playing: boolean;
}

export function toSwiperOptions(o: CarouselOptions, env: Environment): SwiperOptions {
  const fade = o.effect === 'fade';
  return {
    // Reduced motion: slides change without a travelling animation.
    speed: env.reducedMotion ? 0 : o.speed,
    // A cross-fade shows one slide at a time, whatever the breakpoints say.
    slidesPerView: fade ? 1 : o.slidesPerView,
    spaceBetween: fade ? 0 : o.spaceBetween,
    ...(o.breakpoints && !fade
      ? {
          breakpoints: Object.fromEntries(
            Object.entries(o.breakpoints).map(([min, l]) => [Number(min), { slidesPerView: l.slidesPerView, spaceBetween: l.spaceBetween }]),
          ),
        }
      : {}),
    loop: o.loop ?? false,
    ...(o.autoplay
      ? {
          // `enabled` is read by swiper's module set-up though its type omits it: autoplay keeps
          // its delay while stopped, so a later start() (the play button) uses the configured one.
          autoplay: {
            enabled: env.playing && !env.reducedMotion,
            delay: o.autoplay.delay,
            disableOnInteraction: o.autoplay.disableOnInteraction,
          } as AutoplayOptions,
        }
      : {}),
    ...(fade ? { effect: 'fade', fadeEffect: { crossFade: true } } : { effect: 'slide' }),
    // The a11y module labels slides; bringing a focused slide into view is the adapter's
    // (it needs to know which slides are fully visible: watchSlidesProgress).
    a11y: { enabled: true, scrollOnFocus: false },
    watchSlidesProgress: true,
  };
}

/** The layouts in force from narrowest to widest, as [minWidth, layout]. */
export function layoutSteps(o: CarouselOptions): [number, SlideLayout][] {
  const base: [number, SlideLayout][] = [[0, { slidesPerView: o.slidesPerView, spaceBetween: o.spaceBetween }]];
  if (o.effect === 'fade') return [[0, { slidesPerView: 1, spaceBetween: 0 }]];
  const more = Object.entries(o.breakpoints ?? {})
    .map(([min, l]): [number, SlideLayout] => [Number(min), l])
    .sort((a, b) => a[0] - b[0]);
  return [...base, ...more];
}

/**
 * CSS giving each slide (or skeleton tile) the width swiper will give it
 * ((container - (perView - 1) × gap) / perView), so nothing
 * jumps between the server's markup, the skeleton and swiper taking over.
 * Scoped to a class derived from the layout.
 */
export function slideSizingCss(scope: string, o: CarouselOptions): string {
  return layoutSteps(o)
    .map(([min, { slidesPerView: n, spaceBetween: gap }]) => {
      const rule = `.${scope} .slide-sized{width:calc((100% - ${+(gap * (n - 1)).toFixed(3)}px) / ${n});margin-inline-end:${gap}px;flex-shrink:0}`;
      return min > 0 ? `@media (min-width:${min}px){${rule}}` : rule;
    })
    .join('');
}

/** A class name that changes whenever the layout does. */
export function sizingScope(o: CarouselOptions): string {
  const key = JSON.stringify(layoutSteps(o));
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return `slides-${(h >>> 0).toString(36)}`;
}
