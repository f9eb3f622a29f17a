/**
 * The home sliders as pages.config.json configures them, checked against the numbers
 * they were designed with, at the point where they reach swiper.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import Slider from './Slider';
import type { SliderProps } from './schema';
import { englishConfig } from '../../test/config';
import { WithTestHosts } from '../../test/renderBlock';

// These tests are about what reaches swiper: use the carousel without its load deferral
// (LazyCarousel has its own test).
vi.mock('../../ui/swiper/LazyCarousel', async () => ({ LazyCarousel: (await import('../../ui/swiper/Carousel')).Carousel }));

const received = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('swiper/react', () => ({
  Swiper: (props: Record<string, unknown> & { children: ReactNode }) => {
    received.push(props);
    return <div>{props.children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

const config = englishConfig();
const home = config.routes.find((r) => r.path === '/')!;
const sliderById = (id: string) => home.blocks.find((b) => b.type === 'slider' && b.id === id)!;

function swiperOptionsOf(id: string) {
  received.length = 0;
  const block = sliderById(id);
  const items = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    slug: `s${i}`,
    image: '/i.png',
    logo: '/l.png',
    title: `T${i}`,
    clientName: 'c',
    name: 'n',
    designation: 'd',
    customer: 'c',
    message: 'm',
    videoUrl: null,
    description: 'd',
  }));
  render(
    <MemoryRouter>
      <Slider props={block.props as SliderProps} data={{ items, nextPageAvailable: false }} blockId={id} />
    </MemoryRouter>,
    { wrapper: WithTestHosts },
  );
  return { block, options: received.at(-1)! };
}

describe('home sliders as configured', () => {
  it('Featured Projects: speed 800, 1.05 slides gap 16, gap 20 from 480, 2.3 slides gap 30 from 640', () => {
    const { block, options } = swiperOptionsOf('featured-projects');
    expect(options).toMatchObject({
      speed: 800,
      slidesPerView: 1.05,
      spaceBetween: 16,
      breakpoints: { 480: { slidesPerView: 1.05, spaceBetween: 20 }, 640: { slidesPerView: 2.3, spaceBetween: 30 } },
    });
    expect(block.source).toMatchObject({ endpoint: '/api/HomePageFeatured', body: { pageIndex: 1, pageSize: 9999 }, select: 'list' });
    expect(block.props).toMatchObject({ skeletonCount: 2, hideWhenEmpty: true, emptyLog: 'no featured projects', heading: 'Featured Projects' });
  });

  it('Our Customers: looping, autoplay 1000 ms not stopped by interaction, speed 800, 4 slides gap 16, 10 slides gap 30 from 640', () => {
    const { block, options } = swiperOptionsOf('customers');
    expect(options).toMatchObject({
      loop: true,
      speed: 800,
      slidesPerView: 4,
      spaceBetween: 16,
      breakpoints: { 640: { slidesPerView: 10, spaceBetween: 30 } },
      autoplay: { delay: 1000, disableOnInteraction: false },
    });
    expect(block.props).toMatchObject({ heading: 'Our Customers', item: 'logo' });
    expect((block.props as SliderProps).altText).toBeTruthy();
  });

  it('testimonials: speed 1200, hidden when empty', () => {
    const { block, options } = swiperOptionsOf('testimonials');
    expect(options).toMatchObject({ speed: 1200 });
    expect(block.props).toMatchObject({ hideWhenEmpty: true, item: 'testimonial' });
  });

  it('international foray: fade, autoplay 3500 ms, speed 1500, hidden when empty', () => {
    const { block, options } = swiperOptionsOf('international-foray');
    expect(options).toMatchObject({ effect: 'fade', speed: 1500, autoplay: { delay: 3500 } });
    expect(block.props).toMatchObject({ hideWhenEmpty: true, item: 'foray' });
  });

  it('orders the home sections as designed', () => {
    expect(home.blocks.map((b) => b.id)).toEqual([
      'hero',
      'why-us',
      'featured-projects',
      'announcements',
      'customers',
      'company-story',
      'testimonials',
      'international-foray',
    ]);
  });
});
