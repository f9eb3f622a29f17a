import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../test/intersectionObserver';
import { LazyCarousel } from './LazyCarousel';
import type { CarouselOptions } from './options';

const mounted = vi.hoisted(() => ({ count: 0 }));
vi.mock('swiper/react', () => ({
  Swiper: ({ children }: { children: ReactNode }) => {
    mounted.count++;
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div className="swiper-slide">{children}</div>,
}));

const options: CarouselOptions = { speed: 800, slidesPerView: 1.05, spaceBetween: 16, breakpoints: { '640': { slidesPerView: 2.3, spaceBetween: 30 } } };
const slides = [1, 2, 3].map((n) => ({ key: n, content: <a href={`/p/${n}`}>Project {n}</a> }));

afterEach(() => {
  mounted.count = 0;
  vi.unstubAllGlobals();
});

describe('LazyCarousel', () => {
  it('shows every slide at its final size before swiper loads, and swiper takes over once the carousel nears the viewport', async () => {
    const { observers: observed, fire: report } = stubIntersectionObserver();
    const { container } = render(<LazyCarousel options={options} slides={slides} label="Featured Projects" reducedMotion={false} playing={false} />);
    expect(screen.getByRole('group', { name: 'Featured Projects' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Project 1', 'Project 2', 'Project 3']);
    expect(container.querySelectorAll('.carousel-static .slide-sized')).toHaveLength(3);
    expect(container.querySelector('style')?.textContent).toContain('@media (min-width:640px)');

    const [watcher] = observed;
    expect(watcher?.target).toBe(screen.getByRole('group', { name: 'Featured Projects' }));
    expect(watcher?.options?.rootMargin).toBe('50% 0px');
    const fire = (isIntersecting: boolean) => act(async () => report(watcher!, isIntersecting));
    await fire(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounted.count).toBe(0);
    expect(container.querySelector('.carousel-static')).not.toBeNull();

    await fire(true);
    expect(await screen.findByTestId('swiper', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(container.querySelector('.carousel-static')).toBeNull();
  });

  it('loads swiper at once when the visitor reaches for the carousel', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyCarousel options={options} slides={slides} label="Featured Projects" reducedMotion={false} playing={false} />);
    await act(async () => screen.getByRole('link', { name: 'Project 1' }).focus());
    expect(await screen.findByTestId('swiper', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
