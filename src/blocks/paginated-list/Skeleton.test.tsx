import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, pending, renderBlock } from '../../test/renderBlock';
import { countPlaceholders } from '../../test/skeletons';
import paginatedList from '.';

// The three list pages as pages.config.json has them: each shows 12 skeleton tiles (docs/behaviour.md, "Lists").
const lists = {
  projects: {
    props: { kind: 'project', linkPattern: '/projects/{slug}', skeletonCount: 12 },
    source: { endpoint: '/api/Project/GetAllProject', body: { pageIndex: 1, pageSize: 12 }, select: 'list' as const },
  },
  blogs: {
    props: {
      kind: 'blog',
      linkPattern: '/blogs/{slug}',
      skeletonCount: 12,
      filter: { endpoint: '/api/Blog/GetCategoryDropDownList', allLabel: 'All', param: 'categoryId' },
    },
    source: { endpoint: '/api/Blog/GetBlogsByCategory', body: { categoryId: 0, pageIndex: 1, pageSize: 12 }, select: 'list' as const },
  },
  'all news': {
    props: { kind: 'news', heading: 'All News', linkPattern: '/newsroom/{slug}', skeletonCount: 12 },
    source: { endpoint: '/api/Newsroom/GetAllNews', body: { pageIndex: 1, pageSize: 12 }, select: 'list' as const },
  },
};

beforeAll(() => paginatedList.load());
beforeEach(() => {
  // The blogs' category call stays open: the filter's own placeholder is a shape, not a tile.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('paginated-list placeholders', () => {
  it.each(Object.entries(lists))('%s: 12 while loading, the same 12 after a failed call', async (_, list) => {
    const loading = await renderBlock(paginatedList, { ...list, result: pending() });
    expect(countPlaceholders(loading.container)).toBe(12);
    loading.unmount();
    const broken = await renderBlock(paginatedList, { ...list, result: failed() });
    expect(countPlaceholders(broken.container)).toBe(12);
    expect(broken.container.querySelectorAll('a')).toHaveLength(0);
  });
});
