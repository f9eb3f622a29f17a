import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failed, ok, pending, renderBlock, type RenderBlockOptions, renderBlockLoading } from '../../test/renderBlock';
import { countPlaceholders, placeholders } from '../../test/skeletons';
import slider from '.';

// These tests are about what reaches swiper: use the carousel without its load deferral
// (LazyCarousel has its own test).
vi.mock('../../ui/swiper/LazyCarousel', async () => ({ LazyCarousel: (await import('../../ui/swiper/Carousel')).Carousel }));

const featuredProps = {
  item: 'project-card',
  heading: 'Featured Projects',
  intro: 'Recent projects.',
  button: { label: 'ALL OUR PROJECTS', href: '/projects' },
  linkPattern: '/projects/{slug}',
  speed: 800,
  slidesPerView: 1.05,
  spaceBetween: 16,
  breakpoints: { '480': { slidesPerView: 1.05, spaceBetween: 20 }, '640': { slidesPerView: 2.3, spaceBetween: 30 } },
  navigation: { previousLabel: 'Previous slide', nextLabel: 'Next slide' },
  hideWhenEmpty: true,
  emptyLog: 'no featured projects',
  skeletonCount: 2,
};
const source = { endpoint: '/api/HomePageFeatured', body: { pageIndex: 1, pageSize: 9999 }, select: 'list' as const };

const project = (n: number) => ({
  id: n,
  slug: `project-${n}`,
  image: `/images/projects/p${n}.png`,
  title: `Project ${n}`,
  clientName: `Client ${n}`,
});
const list = <T,>(items: T[]) => ok({ items, nextPageAvailable: false });

/** React 19 retries a render suspended on use(promise) only inside an awaited act. */
async function show(opts: RenderBlockOptions) {
  return renderBlock(slider, opts);
}

// The component chunk (with swiper) takes a while to transform on first import.
beforeAll(async () => {
  await slider.load();
});
afterEach(() => vi.restoreAllMocks());

describe('slider: featured projects', () => {
  it('shows the configured number of skeleton tiles while loading', () => {
    const { container } = renderBlockLoading(slider, { props: featuredProps, source, result: pending() });
    const tiles = [...container.querySelectorAll('.slide-sized')];
    expect(tiles).toHaveLength(2);
    // One placeholder per tile: the card, not each of its picture and lines.
    expect(placeholders(container)).toEqual(tiles.map((tile) => tile.firstElementChild));
    expect(screen.getByRole('heading', { name: 'Featured Projects' })).toBeInTheDocument();
  });

  it('keeps the skeletons when the list fails', async () => {
    const { container } = await show({ props: featuredProps, source, result: failed() });
    await new Promise((r) => setTimeout(r, 20));
    expect(countPlaceholders(container)).toBe(2);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing and logs when the list is empty', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { container } = await show({ props: featuredProps, source, result: list([]) });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('no featured projects'));
    expect(container.querySelector('[data-block="slider"]')?.textContent).toBe('');
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('shows cards linking to each project with image, title and customer, and the all-projects button', async () => {
    await show({ props: featuredProps, source, result: list([project(1), project(2), project(3)]) });
    const link = await screen.findByRole('link', { name: 'Project 2' });
    expect(link).toHaveAttribute('href', '/projects/project-2');
    const card = link.closest('article')!;
    expect(within(card as HTMLElement).getByText('Client 2')).toBeInTheDocument();
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'http://content.test/images/projects/p2.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(card.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'ALL OUR PROJECTS' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('region', { name: 'Featured Projects' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Featured Projects' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('has previous and next buttons that move the slides', async () => {
    // jsdom lays nothing out; swiper needs a width to place slides.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    const { container } = await show({ props: featuredProps, source, result: list([project(1), project(2), project(3)]) });
    const next = await screen.findByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    await vi.waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    const active = () => container.querySelector('.swiper-slide-active a')?.textContent;
    expect(active()).toBe('Project 1');
    await userEvent.click(next);
    await vi.waitFor(() => expect(active()).toBe('Project 2'));
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(previous);
    await vi.waitFor(() => expect(active()).toBe('Project 1'));
  });

  it('shows at most maxItems slides', async () => {
    await show({ props: { ...featuredProps, maxItems: 2 }, source, result: list([project(1), project(2), project(3)]) });
    await screen.findByRole('link', { name: 'Project 1' });
    expect(screen.queryByRole('link', { name: 'Project 3' })).toBeNull();
  });
});

describe('slider: other item kinds', () => {
  it('gives every customer logo the configured alt text, not a name from the data, and lets Tab reach each', async () => {
    const props = {
      item: 'logo',
      heading: 'Our Customers',
      altText: 'Voltline customer',
      speed: 800,
      slidesPerView: 4,
      spaceBetween: 16,
      loop: true,
      autoplay: { delay: 1000, disableOnInteraction: false, pauseLabel: 'Pause customer logos', playLabel: 'Play customer logos' },
      skeletonCount: 4,
    };
    const clients = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, logo: `/images/clients/c${i + 1}.png`, name: `Data name ${i + 1}` }));
    await show({ props, source: { endpoint: '/api/Client/GetAllClients', select: 'list' }, result: list(clients) });
    const logos = await screen.findAllByRole('img', { name: 'Voltline customer' });
    expect(logos).toHaveLength(10);
    expect(screen.queryByAltText(/Data name/)).toBeNull();
    expect(logos[0]).toHaveAttribute('src', 'http://content.test/images/clients/c1.png');
    for (const logo of logos) expect(logo.closest('.swiper-slide')).toHaveAttribute('tabindex', '0');
  });

  it('lets the visitor pause and resume autoplay', async () => {
    const props = {
      item: 'logo',
      heading: 'Our Customers',
      altText: 'Voltline customer',
      speed: 800,
      slidesPerView: 4,
      spaceBetween: 16,
      loop: true,
      autoplay: { delay: 1000, disableOnInteraction: false, pauseLabel: 'Pause customer logos', playLabel: 'Play customer logos' },
      skeletonCount: 4,
    };
    const clients = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, logo: `/images/clients/c${i + 1}.png` }));
    await show({ props, source: { endpoint: '/api/Client/GetAllClients', select: 'list' }, result: list(clients) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause customer logos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play customer logos' }));
    expect(screen.getByRole('button', { name: 'Pause customer logos' })).toBeInTheDocument();
  });

  it('shows a testimonial video from the media host where the image is null', async () => {
    const props = {
      item: 'testimonial',
      heading: 'What Our Customers Say',
      imageAlt: 'Photo of {name}',
      videoLabel: 'Video testimonial from {name}',
      speed: 1200,
      slidesPerView: 1,
      spaceBetween: 24,
      hideWhenEmpty: true,
      skeletonCount: 1,
    };
    const items = [
      {
        id: 1,
        name: 'Rakesh Malhotra',
        designation: 'Chief Engineer',
        customer: 'Northern Grid',
        image: '/images/testimonials/t1.png',
        videoUrl: null,
        message: 'Three weeks early.',
      },
      {
        id: 2,
        name: 'Ahmed Al-Harthy',
        designation: 'Director',
        customer: 'Gulf Interconnect',
        image: null,
        videoUrl: '/videos/testimonial-1.mp4',
        message: 'Great partner.',
      },
    ];
    const { container } = await show({ props, source: { endpoint: '/api/Testimonial', select: 'list' }, result: list(items) });
    expect(await screen.findByRole('img', { name: 'Photo of Rakesh Malhotra' })).toHaveAttribute('src', 'http://content.test/images/testimonials/t1.png');
    expect(screen.getByText('Three weeks early.')).toBeInTheDocument();
    expect(screen.getByText('Chief Engineer')).toBeInTheDocument();
    expect(screen.getByText('Northern Grid')).toBeInTheDocument();
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(1);
    const video = videos[0]!;
    expect(video).toHaveAttribute('src', 'http://media.test/videos/testimonial-1.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('aria-label', 'Video testimonial from Ahmed Al-Harthy');
    expect(video.closest('figure')?.querySelector('img')).toBeNull();
  });

  it('shows each international foray with image, title and description', async () => {
    const props = {
      item: 'foray',
      heading: 'International Foray',
      speed: 1500,
      slidesPerView: 1,
      spaceBetween: 0,
      effect: 'fade',
      loop: true,
      autoplay: { delay: 3500, disableOnInteraction: false, pauseLabel: 'Pause', playLabel: 'Play' },
      hideWhenEmpty: true,
      skeletonCount: 1,
    };
    const items = [
      { id: 1, image: '/images/forays/f1.png', title: 'Oman', description: 'Regional office in Muscat.' },
      { id: 2, image: '/images/forays/f2.png', title: 'Chile', description: 'Atacama projects.' },
    ];
    await show({ props, source: { endpoint: '/api/InternationalForay/GetAllForays', select: 'list' }, result: list(items) });
    expect(await screen.findByRole('heading', { name: 'Oman' })).toBeInTheDocument();
    expect(screen.getByText('Atacama projects.')).toBeInTheDocument();
  });

  it('links blog and news cards by their configured pattern', async () => {
    const props = {
      item: 'blog-card',
      heading: 'Explore more similar blogs',
      linkPattern: '/blogs/{slug}',
      speed: 800,
      slidesPerView: 1,
      spaceBetween: 16,
      skeletonCount: 3,
    };
    const blogs = [
      { id: 4, slug: 'grid stability', image: '/images/blogs/b04.png', blogCategory: 'Transmission', date: '12 Mar 2026', title: 'Grid stability' },
    ];
    await show({ props, source: { endpoint: '/api/Blog/GetExploredBlogList', select: 'list' }, result: list(blogs) });
    expect(await screen.findByRole('link', { name: 'Grid stability' })).toHaveAttribute('href', '/blogs/grid%20stability');
    expect(screen.getByText('Transmission')).toBeInTheDocument();
    expect(screen.getByText('12 Mar 2026')).toBeInTheDocument();
  });
});
