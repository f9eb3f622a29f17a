import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../data/apiClient';
import { forHydration, leftOutOfPage, startBlockData } from './loader';
import type { Registry } from './registry';
import { fetchBlockData, LOG_PREFIX } from '../data/blockData';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

// The site's API client, over fetch (stubbed below): every call is to the API host.
const callApi = apiClient({ apiUrl: 'https://api.test' });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the block data path', () => {
  it('calls the API host with the JSON body and Content-Type, filling route parameters', async () => {
    fetchMock.mockResolvedValue(answer({ data: [{ id: 7, title: 'A' }] }));
    const result = await fetchBlockData(
      { endpoint: '/api/Project/GetProjectBYSlugName', body: { slugName: '{params.slug}' }, select: 'first' },
      { params: { slug: 'east-grid' }, blocks: {}, callApi },
    );
    expect(result).toEqual({ status: 'ok', data: { id: 7, title: 'A' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.test/api/Project/GetProjectBYSlugName');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' });
    expect(JSON.parse(init.body)).toEqual({ slugName: 'east-grid' });
  });

  it('sends GET calls without a body but with the JSON content type', async () => {
    fetchMock.mockResolvedValue(answer({ data: [{ videoUrl: '/videos/hero.mp4' }] }));
    await fetchBlockData({ endpoint: '/api/HomePageVideo', method: 'GET', select: 'array' }, { params: {}, blocks: {}, callApi });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'GET', body: undefined, headers: { 'Content-Type': 'application/json' } });
  });

  it('logs a failed list with the spec prefix and returns a failure instead of throwing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer({}, 500));
    const result = await fetchBlockData({ endpoint: '/api/Download', select: 'list' }, { params: {}, blocks: {}, callApi });
    expect(result.status).toBe('failed');
    expect(log).toHaveBeenCalledWith(LOG_PREFIX, expect.objectContaining({ message: 'Network response was not ok' }));
    expect(LOG_PREFIX).toBe('An error occurred in fetching promise!');
  });

  it('lets overrides replace body fields (pagination) and chains on another block', async () => {
    fetchMock.mockImplementation(async (url: string, init: { body: string }) => {
      const body = JSON.parse(init.body);
      if (url.endsWith('GetProjectBYSlugName')) return answer({ data: [{ id: 42 }] });
      return answer({ data: { list: [body], nextPageAvailable: false } });
    });
    const promises = startBlockData(
      { registry: {}, shell: {}, callApi },
      [
        {
          type: 'slider',
          source: { endpoint: '/api/Project/GetExploredProjectList', body: { projectId: '{blocks.project.id}', pageIndex: 1, pageSize: 8 }, select: 'list' },
        },
        { type: 'detail', id: 'project', source: { endpoint: '/api/Project/GetProjectBYSlugName', body: { slugName: '{params.slug}' }, select: 'first' } },
      ],
      { params: { slug: 's' } },
    );
    await expect(promises.b0).resolves.toEqual({ status: 'ok', data: { items: [{ projectId: 42, pageIndex: 1, pageSize: 8 }], nextPageAvailable: false } });
    const paged = await fetchBlockData(
      { endpoint: '/api/Project/GetAllProject', body: { pageIndex: 1, pageSize: 12 }, select: 'list' },
      { params: {}, blocks: {}, callApi },
      { pageIndex: 3 },
    );
    expect(paged).toEqual({ status: 'ok', data: { items: [{ pageIndex: 3, pageSize: 12 }], nextPageAvailable: false } });
  });

  it('fails a dependent block quietly when the block it needs failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer({}, 404));
    const promises = startBlockData(
      { registry: {}, shell: {}, callApi },
      [
        {
          type: 'detail',
          id: 'project',
          source: { endpoint: '/api/Project/GetProjectBYSlugName', body: { slugName: '{params.slug}' }, select: 'first', onError: 'not-found' },
        },
        { type: 'slider', source: { endpoint: '/api/Project/GetExploredProjectList', body: { projectId: '{blocks.project.id}' }, select: 'list' } },
      ],
      { params: { slug: 'missing' } },
    );
    expect((await promises.b1)!.status).toBe('failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('a server-rendered page hydrating', () => {
  // Only the flags the loader reads: an interactive list, a text block kept as server HTML, and one its data may wake.
  const registry = {
    list: { interactive: true, related: () => ({ tags: { endpoint: '/api/Tags', method: 'GET', select: 'array' } }) },
    text: { related: () => ({ notes: { endpoint: '/api/Notes', method: 'GET', select: 'array' } }) },
    notice: { hydrateWithPage: (_: unknown, data: { items: unknown[] }) => data.items.length === 0 },
  } as unknown as Registry;
  const block = (type: string, id: string, endpoint: string, select: 'list' | 'first' = 'list') => ({ type, id, source: { endpoint, select } });
  const blocks = [
    block('list', 'list', '/api/List'),
    block('text', 'text', '/api/Text', 'first'),
    block('notice', 'full', '/api/Notice'),
    block('notice', 'empty', '/api/Notice'),
  ];

  it('embeds only the data of blocks that render as the page hydrates, with their related calls', () => {
    const data = { list: [1], 'list~tags': ['a'], text: { t: 1 }, 'text~notes': ['n'], full: { items: [1] }, empty: { items: [] } };
    expect(forHydration(registry, blocks, data)).toEqual({ list: [1], 'list~tags': ['a'], empty: { items: [] } });
  });

  it("leaves out an island that wakes near the viewport, unless it is the page's first block, and one that asks to: the browser asks when it boots", () => {
    const islands = {
      ...registry,
      carousel: { interactive: true, hydrateWithPage: (_: unknown, data: unknown[]) => data.length === 0 },
      pager: { interactive: true, wake: 'interaction' },
      article: { interactive: true, wake: 'interaction', dataAtBoot: true },
      form: { interactive: true, hydrateWithPage: true },
    } as unknown as Registry;
    const page = [
      block('carousel', 'top', '/api/A'),
      block('carousel', 'lower', '/api/A'),
      block('pager', 'pager', '/api/B'),
      block('form', 'form', '/api/C', 'first'),
    ];
    const data = { top: [1], lower: [2], pager: [3], form: { f: 1 } };
    expect(forHydration(islands, page, data)).toEqual({ top: [1], pager: [3], form: { f: 1 } });
    // Unless its data asks it to hydrate with the page.
    expect(forHydration(islands, page, { ...data, lower: [] })).toEqual({ top: [1], lower: [], pager: [3], form: { f: 1 } });
    // The footer's blocks are never the page's first.
    expect(forHydration(islands, page, data, { firstBlock: false })).toEqual({ pager: [3], form: { f: 1 } });
    // One that asks is left out as the page's first block too (a detail page's article).
    expect(forHydration(islands, [block('article', 'article', '/api/D', 'first'), ...page], { ...data, article: { a: 1 } })).toEqual({
      pager: [3],
      form: { f: 1 },
    });
  });

  it('calls the API for a block kept as server HTML only when something waits on its data', async () => {
    fetchMock.mockImplementation(async () => answer({ data: [{ id: 1 }] }));
    const promises = startBlockData({ registry, shell: {}, callApi }, blocks, {
      params: {},
      primed: { list: { items: [], nextPageAvailable: false }, 'list~tags': [] },
      codeFor: 'interactive',
    });
    expect(leftOutOfPage(promises.text)).toBe(true);
    expect(leftOutOfPage(promises.list)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(promises.text).resolves.toEqual({ status: 'ok', data: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.test/api/Text');
    // The same call for every later wait.
    await promises.text;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
