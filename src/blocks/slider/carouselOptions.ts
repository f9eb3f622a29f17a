import type { CarouselOptions } from '../../ui/swiper/options';
import type { SliderProps } from './schema';

/** The block's props as the carousel adapter's options (the skeleton sizes its tiles from the same). */
export function carouselOptions(p: SliderProps): CarouselOptions {
  return {
    speed: p.speed,
    slidesPerView: p.slidesPerView,
    spaceBetween: p.spaceBetween,
    ...(p.breakpoints ? { breakpoints: p.breakpoints } : {}),
    ...(p.loop !== undefined ? { loop: p.loop } : {}),
    ...(p.autoplay ? { autoplay: { delay: p.autoplay.delay, disableOnInteraction: p.autoplay.disableOnInteraction } } : {}),
    ...(p.effect ? { effect: p.effect } : {}),
  };
}
