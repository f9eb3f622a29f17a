import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failed, ok, pending, renderBlock } from '../../test/renderBlock';
import paginatedList from '.';

const project = (id: number) => ({ id, slug: `project-${id}`, image: `/images/projects/p${id}.png`, title: `Project ${id}`, clientName: `Client ${id}` });
const blog = (id: number, category = 'Substations') => ({
  id,
  slug: `blog-${id}`,
  image: `/images/blogs/b${id}.png`,
  blogCategory: category,
  date: '12 March 2025',
  title: `Blog ${id}`,
});

const projectsSource = { endpoint: '/api/Project/GetAllProject', body: { pageIndex: 1, pageSize: 12 }, select: 'list' as const };
const projectProps = { kind: 'project', linkPattern: '/projects/{slug}', skeletonCount: 12 };

const listResponse = (list: unknown[], nextPageAvailable: boolean) =>
  new Response(JSON.stringify({ data: { list, nextPageAvailable } }), { status: 200, headers: { 'Content-Type': 'application/json' } });

function stubFetch(handler: (url: string, body: Record<string, unknown> | undefined) => Response) {
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    handler(String(url), init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

const bodiesSentTo = (fn: ReturnType<typeof stubFetch>, path: string) =>
  fn.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

// The block's code loads lazily; a cold transform can outlast findBy's default wait.
beforeAll(() => paginatedList.load());

/**
 * React 19 only retries a suspended render (use(promise)) inside an awaited act, and
 * renderBlock renders synchronously; the same goes for clicks that start a re-query.
 */
async function show(opts: Parameters<typeof renderBlock>[1]) {
  return renderBlock(paginatedList, opts);
}
async function click(el: Element) {
  await act(async () => {
    await userEvent.click(el);
  });
}
afterEach(() => vi.unstubAllGlobals());

describe('paginated-list', () => {
  it('shows the configured number of skeleton cards while loading', async () => {
    const { container } = await show({ props: projectProps, source: projectsSource, result: pending() });
    expect(container.querySelectorAll('.card-grid > li')).toHaveLength(12);
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(12);
  });

  it('keeps the skeletons when the list fails', async () => {
    const { container } = await show({ props: projectProps, source: projectsSource, result: failed() });
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelectorAll('.card-grid > li')).toHaveLength(12);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows project cards linking to their slug, with images on the content host', async () => {
    await show({ props: projectProps, source: projectsSource, result: ok({ items: [project(1), project(2), project(3)], nextPageAvailable: false }) });
    const link = await screen.findByRole('link', { name: 'Project 1' });
    expect(link).toHaveAttribute('href', '/projects/project-1');
    expect(screen.getByText('Client 2')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Project 1' });
    expect(img).toHaveAttribute('src', 'http://content.test/images/projects/p1.png');
    // The first row is in the first screenful; the rest wait until scrolled near.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Project 3' })).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages by links: the next page is asked for, the list scrolls to its top, and every click asks again', async () => {
    const fetchMock = stubFetch((_, body) => listResponse([project(body?.pageIndex === 2 ? 13 : 1)], body?.pageIndex === 1));
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { router } = await show({
      props: projectProps,
      source: projectsSource,
      result: ok({ items: [project(1)], nextPageAvailable: true }),
      path: '/projects',
    });
    await screen.findByRole('link', { name: 'Project 1' });
    // Nothing asked for on arrival: the loader's answer is the first page's.
    expect(scroll).not.toHaveBeenCalled();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/projects?page=2');
    await click(next);
    expect(await screen.findByRole('link', { name: 'Project 13' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('link', { name: 'Project 1' })).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/Project/GetAllProject')).toEqual([{ pageIndex: 2, pageSize: 12 }]);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Back to page 1 by its link is a click like any other: the API is asked again.
    const first = screen.getByRole('link', { name: 'Page 1' });
    expect(first).toHaveAttribute('href', '/projects');
    await click(first);
    expect(await screen.findByRole('link', { name: 'Project 1' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/Project/GetAllProject')).toEqual([
      { pageIndex: 2, pageSize: 12 },
      { pageIndex: 1, pageSize: 12 },
    ]);
    // Back in history returns to page 2, asked for again.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(await screen.findByRole('link', { name: 'Project 13' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('opens on the page its URL names, with links around it', async () => {
    await show({
      props: projectProps,
      source: projectsSource,
      result: ok({ items: [project(13)], nextPageAvailable: true }),
      path: '/projects',
      search: '?page=2&utm_source=mail',
    });
    expect(await screen.findByRole('link', { name: 'Project 13' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Other parameters (a campaign tag) are kept; page 1 is the bare path.
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/projects?utm_source=mail');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/projects?page=3&utm_source=mail');
  });

  it('says so, with a link to the first page, for a page past the end', async () => {
    await show({ props: projectProps, source: projectsSource, result: ok({ items: [], nextPageAvailable: false }), path: '/projects', search: '?page=99999' });
    expect(await screen.findByText('There is nothing to show on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/projects');
    // Not 99,999 page buttons.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows blog cards with category and date', async () => {
    stubFetch(() => new Response(JSON.stringify({ data: [] })));
    await show({
      props: { kind: 'blog', linkPattern: '/blogs/{slug}', skeletonCount: 12 },
      source: { endpoint: '/api/Blog/GetBlogsByCategory', body: { categoryId: 0, pageIndex: 1, pageSize: 12 }, select: 'list' },
      result: ok({ items: [blog(1)], nextPageAvailable: false }),
    });
    expect(await screen.findByRole('link', { name: 'Blog 1' })).toHaveAttribute('href', '/blogs/blog-1');
    expect(screen.getByText('Substations')).toBeInTheDocument();
    expect(screen.getByText('12 March 2025')).toBeInTheDocument();
  });

  it('shows news cards with date and short description under a heading', async () => {
    await show({
      props: { kind: 'news', heading: 'All News', linkPattern: '/newsroom/{slug}', skeletonCount: 12 },
      source: { endpoint: '/api/Newsroom/GetAllNews', body: { pageIndex: 1, pageSize: 12 }, select: 'list' },
      result: ok({
        items: [{ id: 1, slug: 'n-1', image: '/images/news/n01.png', title: 'News 1', shortDescription: 'Short text', date: '1 May 2025' }],
        nextPageAvailable: false,
      }),
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'News 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'News 1' })).toHaveAttribute('href', '/newsroom/n-1');
    expect(screen.getByText('Short text')).toBeInTheDocument();
  });
});

describe('paginated-list: category filter', () => {
  const blogSource = { endpoint: '/api/Blog/GetBlogsByCategory', body: { categoryId: 0, pageIndex: 1, pageSize: 12 }, select: 'list' as const };
  const blogProps = {
    kind: 'blog',
    linkPattern: '/blogs/{slug}',
    skeletonCount: 12,
    filter: { endpoint: '/api/Blog/GetCategoryDropDownList', allLabel: 'All', param: 'categoryId' },
  };

  it('offers All plus each category, and choosing one resets to page 1 and disables it', async () => {
    const fetchMock = stubFetch((url, body) => {
      if (url.endsWith('/api/Blog/GetCategoryDropDownList')) {
        return new Response(
          JSON.stringify({
            data: [
              { id: 3, name: 'Smart Metering' },
              { id: 4, name: 'Solar' },
            ],
          }),
        );
      }
      if (body?.categoryId === 3) return listResponse([blog(40, 'Smart Metering')], false);
      return listResponse([blog(13)], true);
    });
    const { router } = await show({ props: blogProps, source: blogSource, result: ok({ items: [blog(1)], nextPageAvailable: true }), path: '/blogs' });

    const all = await screen.findByRole('button', { name: 'All' });
    expect(all).toBeDisabled();
    expect(all).toHaveAttribute('aria-pressed', 'true');
    const metering = await screen.findByRole('link', { name: 'Smart Metering' });
    expect(metering).toHaveAttribute('href', '/blogs?category=3');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');

    await click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Blog 13' })).toBeInTheDocument();
    // From page 2, a category link starts at its first page.
    expect(screen.getByRole('link', { name: 'Smart Metering' })).toHaveAttribute('href', '/blogs?category=3');

    await click(screen.getByRole('link', { name: 'Smart Metering' }));
    expect(await screen.findByRole('link', { name: 'Blog 40' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=3');
    const chosen = screen.getByRole('button', { name: 'Smart Metering' });
    expect(chosen).toBeDisabled();
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/blogs');
    expect(bodiesSentTo(fetchMock, '/api/Blog/GetBlogsByCategory')).toEqual([
      { categoryId: 0, pageIndex: 2, pageSize: 12 },
      { categoryId: 3, pageIndex: 1, pageSize: 12 },
    ]);
    // Only one page in that category: pagination hides.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('still offers All when the categories fail to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => new Response('nope', { status: 500 }));
    await show({ props: blogProps, source: blogSource, result: ok({ items: [blog(1)], nextPageAvailable: false }) });
    const group = await screen.findByRole('group', { name: 'Filter by category' });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All']);
    error.mockRestore();
  });
});
