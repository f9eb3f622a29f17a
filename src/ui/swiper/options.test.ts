import { describe, expect, it } from 'vitest';
import { layoutSteps, sizingScope, slideSizingCss, toSwiperOptions, type CarouselOptions } from './options';

const featured: CarouselOptions = {
  speed: 800,
  slidesPerView: 1.05,
  spaceBetween: 16,
  breakpoints: { '480': { slidesPerView: 1.05, spaceBetween: 20 }, '640': { slidesPerView: 2.3, spaceBetween: 30 } },
};
const customers: CarouselOptions = {
  speed: 800,
  slidesPerView: 4,
  spaceBetween: 16,
  breakpoints: { '640': { slidesPerView: 10, spaceBetween: 30 } },
  loop: true,
  autoplay: { delay: 1000, disableOnInteraction: false },
};

describe('toSwiperOptions', () => {
  it('passes speed, layout and numeric breakpoints through', () => {
    const o = toSwiperOptions(featured, { reducedMotion: false, playing: true });
    expect(o).toMatchObject({
      speed: 800,
      slidesPerView: 1.05,
      spaceBetween: 16,
      breakpoints: { 480: { slidesPerView: 1.05, spaceBetween: 20 }, 640: { slidesPerView: 2.3, spaceBetween: 30 } },
      loop: false,
      effect: 'slide',
      a11y: { enabled: true, scrollOnFocus: false },
      watchSlidesProgress: true,
    });
    expect(o.autoplay).toBeUndefined();
  });

  it('loops and autoplays with the configured delay, not stopped by interaction', () => {
    const o = toSwiperOptions(customers, { reducedMotion: false, playing: true });
    expect(o.loop).toBe(true);
    expect(o.autoplay).toEqual({ enabled: true, delay: 1000, disableOnInteraction: false });
  });

  it('cross-fades one slide at a time for the fade effect', () => {
    const o = toSwiperOptions({ ...featured, effect: 'fade', speed: 1500 }, { reducedMotion: false, playing: true });
    expect(o).toMatchObject({ effect: 'fade', fadeEffect: { crossFade: true }, slidesPerView: 1, spaceBetween: 0, speed: 1500 });
    expect(o.breakpoints).toBeUndefined();
  });

  it('with reduced motion: no travelling animation and no autoplay at start', () => {
    const o = toSwiperOptions(customers, { reducedMotion: true, playing: true });
    expect(o.speed).toBe(0);
    expect(o.autoplay).toEqual({ enabled: false, delay: 1000, disableOnInteraction: false });
  });

  it('starts paused when not playing, keeping the delay for a later start', () => {
    expect(toSwiperOptions(customers, { reducedMotion: false, playing: false }).autoplay).toMatchObject({ enabled: false, delay: 1000 });
  });
});

describe('slide sizing', () => {
  it('lists layouts from narrowest to widest', () => {
    expect(layoutSteps(featured).map(([min]) => min)).toEqual([0, 480, 640]);
  });

  it("gives slides swiper's width: (container - (perView - 1) × gap) / perView, per breakpoint", () => {
    const css = slideSizingCss('s', featured);
    expect(css).toContain('.s .slide-sized{width:calc((100% - 0.8px) / 1.05);margin-inline-end:16px');
    expect(css).toContain('@media (min-width:480px){.s .slide-sized{width:calc((100% - 1px) / 1.05);margin-inline-end:20px');
    expect(css).toContain('@media (min-width:640px){.s .slide-sized{width:calc((100% - 39px) / 2.3);margin-inline-end:30px');
  });

  it('names the scope after the layout', () => {
    expect(sizingScope(featured)).toBe(sizingScope({ ...featured, speed: 1 }));
    expect(sizingScope(featured)).not.toBe(sizingScope(customers));
  });
});
