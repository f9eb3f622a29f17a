import { render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselHandle } from './Carousel';
import type { CarouselOptions } from './options';

// swiper itself is replaced: these tests check what the adapter hands it.
const swiper = vi.hoisted(() => ({
  props: [] as Record<string, unknown>[],
  instance: {
    slidePrev: vi.fn(),
    slideNext: vi.fn(),
    autoplay: { start: vi.fn(), stop: vi.fn() },
    isBeginning: true,
    isEnd: false,
    destroyed: false,
    el: { scrollLeft: 0 },
    params: { loop: false },
    slides: [] as Element[],
    slideTo: vi.fn(),
    slideToLoop: vi.fn(),
  },
}));

vi.mock('swiper/react', () => ({
  Swiper: (props: Record<string, unknown> & { children: ReactNode; onSwiper?: (s: unknown) => void }) => {
    swiper.props.push(props);
    useEffect(() => props.onSwiper?.(swiper.instance), []); // eslint-disable-line react-hooks/exhaustive-deps
    return <div data-testid="swiper">{props.children}</div>;
  },
  SwiperSlide: ({ children, className, tabIndex }: { children: ReactNode; className?: string; tabIndex?: number }) => (
    <div className={`swiper-slide ${className ?? ''}`} tabIndex={tabIndex} data-testid="slide">
      {children}
    </div>
  ),
}));

const customers: CarouselOptions = {
  speed: 800,
  slidesPerView: 4,
  spaceBetween: 16,
  breakpoints: { '640': { slidesPerView: 10, spaceBetween: 30 } },
  loop: true,
  autoplay: { delay: 1000, disableOnInteraction: false },
};
const slides = [1, 2, 3].map((n) => ({ key: n, content: <p>slide {n}</p>, focusable: true }));
const last = () => swiper.props.at(-1)!;

beforeEach(() => {
  swiper.props.length = 0;
  vi.clearAllMocks();
});

describe('Carousel (the swiper adapter)', () => {
  it('hands the configured options to swiper, with the a11y, autoplay and fade modules', () => {
    render(<Carousel options={customers} slides={slides} label="Our Customers" reducedMotion={false} playing />);
    expect(last()).toMatchObject({
      speed: 800,
      slidesPerView: 4,
      spaceBetween: 16,
      breakpoints: { 640: { slidesPerView: 10, spaceBetween: 30 } },
      loop: true,
      autoplay: { enabled: true, delay: 1000, disableOnInteraction: false },
      a11y: { enabled: true },
    });
    const names = (last().modules as { name: string }[]).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['A11y', 'Autoplay', 'EffectFade']));
    expect(screen.getByRole('group', { name: 'Our Customers' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('makes slides without a control of their own reachable by Tab', () => {
    render(<Carousel options={customers} slides={slides} label="Our Customers" reducedMotion={false} playing />);
    for (const s of screen.getAllByTestId('slide')) expect(s).toHaveAttribute('tabindex', '0');
  });

  it('starts and stops autoplay as `playing` changes', () => {
    const { rerender } = render(<Carousel options={customers} slides={slides} label="c" reducedMotion={false} playing />);
    rerender(<Carousel options={customers} slides={slides} label="c" reducedMotion={false} playing={false} />);
    expect(swiper.instance.autoplay.stop).toHaveBeenCalled();
    rerender(<Carousel options={customers} slides={slides} label="c" reducedMotion={false} playing />);
    expect(swiper.instance.autoplay.start).toHaveBeenCalled();
  });

  it('gives the block a handle for its previous and next buttons, and reports the edges', () => {
    let handle: CarouselHandle | undefined;
    const onEdges = vi.fn();
    render(
      <Carousel
        options={{ speed: 800, slidesPerView: 1, spaceBetween: 0 }}
        slides={slides}
        label="c"
        reducedMotion={false}
        playing
        onReady={(h) => (handle = h)}
        onEdgesChange={onEdges}
      />,
    );
    handle!.next();
    handle!.previous();
    expect(swiper.instance.slideNext).toHaveBeenCalledTimes(1);
    expect(swiper.instance.slidePrev).toHaveBeenCalledTimes(1);
    expect(onEdges).toHaveBeenCalledWith({ atStart: true, atEnd: false });
  });

  it('slides a slide reached by Tab fully into view, and leaves fully visible ones alone', () => {
    const cards = [1, 2, 3].map((n) => ({ key: n, content: <a href={`/p/${n}`}>card {n}</a> }));
    render(<Carousel options={{ speed: 800, slidesPerView: 2.3, spaceBetween: 30 }} slides={cards} label="c" reducedMotion={false} playing />);
    swiper.instance.slides = screen.getAllByTestId('slide');
    swiper.instance.slides[0]!.classList.add('swiper-slide-fully-visible');
    swiper.instance.el.scrollLeft = 120;
    screen.getByRole('link', { name: 'card 1' }).focus();
    expect(swiper.instance.slideTo).not.toHaveBeenCalled();
    screen.getByRole('link', { name: 'card 3' }).focus();
    expect(swiper.instance.slideTo).toHaveBeenCalledWith(2);
    expect(swiper.instance.el.scrollLeft).toBe(0);
  });

  it('with reduced motion: no transition time and no autoplay', () => {
    render(<Carousel options={customers} slides={slides} label="c" reducedMotion playing={false} />);
    expect(last()).toMatchObject({ speed: 0, autoplay: { enabled: false, delay: 1000 } });
  });
});
