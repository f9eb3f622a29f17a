import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBlockData, LOG_PREFIX } from '../data/blockData';
import { apiClient } from '../data/apiClient';
import { BAD_SHAPE, isMissing } from '../data/responses';
import type { DataSource } from '../data/source';
import { checkItem } from './checks';
import { endpointKinds } from './endpoints';
import { contentKinds } from './kinds';

type Schema = { type?: string | readonly string[]; required?: readonly string[]; properties?: Record<string, Schema>; items?: Schema };

/** The smallest item a kind accepts: each required field with a value of its type. */
function sampleOf(schema: Schema): Record<string, unknown> {
  const value = (s: Schema): unknown => {
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    if (type === 'integer') return 1;
    if (type === 'array') return [];
    if (type === 'object') return sampleOf(s);
    return 'x';
  };
  return Object.fromEntries((schema.required ?? []).map((k) => [k, value(schema.properties![k]!)]));
}

const answer = (select: DataSource['select'], item: unknown) => (select === 'list' ? { data: { list: [item], nextPageAvailable: false } } : { data: [item] });

async function load(endpoint: string, select: DataSource['select'], item: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer(select, item)), { status: 200 })),
  );
  return fetchBlockData({ endpoint, select }, { params: {}, blocks: {}, checkItem, callApi: apiClient({ apiUrl: 'http://api.test' }) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cases = Object.entries(endpointKinds).map(([endpoint, kind]) => ({
  endpoint,
  kind,
  select: (/BYSlugName$/.test(endpoint) ? 'first' : /HomePageVideo|DropDown|FirstFour/.test(endpoint) ? 'array' : 'list') as DataSource['select'],
}));

describe('content kinds at the data boundary', () => {
  it('names a kind for every read call of the API, and a schema for every kind', () => {
    expect(cases.length).toBe(33);
    for (const { kind } of cases) expect(contentKinds[kind], kind).toBeDefined();
  });

  it.each(cases)('$endpoint: a $kind item of the right shape passes', async ({ endpoint, select, kind }) => {
    const result = await load(endpoint, select, { ...sampleOf(contentKinds[kind] as Schema), extra: 'ignored' });
    expect(result.status).toBe('ok');
  });

  it.each(cases)("$endpoint: a $kind item missing a field it must have is 'Unexpected data structure'", async ({ endpoint, select, kind }) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const schema = contentKinds[kind] as Schema;
    const item = sampleOf(schema);
    delete item[schema.required![0]!];
    const result = await load(endpoint, select, item);
    expect(result.status).toBe('failed');
    const error = (result as { error: Error }).error;
    expect(error.message).toBe(BAD_SHAPE);
    // Lists: only logged, with the spec's prefix. Details: "no such item", so the page goes to /404.
    expect(errors).toHaveBeenCalledWith(LOG_PREFIX, error);
    if (select === 'first') expect(isMissing(error)).toBe(true);
  });

  it.each(cases)('$endpoint: a $kind item whose field has the wrong type is refused', async ({ endpoint, select, kind }) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const item = { ...sampleOf(contentKinds[kind] as Schema), id: { not: 'an id' } };
    if (!('id' in (contentKinds[kind] as Schema).properties!)) (item as Record<string, unknown>)[(contentKinds[kind] as Schema).required![0]!] = 42;
    expect((await load(endpoint, select, item)).status).toBe('failed');
  });
});
