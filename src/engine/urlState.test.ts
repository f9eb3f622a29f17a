import { describe, expect, it } from 'vitest';
import { SENT_PARAM } from '../forms/snapshot';
import { defineBlock, type UrlParams } from './types';
import { bodyOverrides, canonicalQuery, queryFor, readUrlValues } from './urlState';

const params: UrlParams = { category: { field: 'categoryId', min: 0 }, page: { field: 'pageIndex', min: 1 } };
const body = { categoryId: 0, pageIndex: 1, pageSize: 12 };
const read = (search: string) => readUrlValues(params, new URLSearchParams(search), body);

describe('URL state', () => {
  it('reads whole numbers at or above their minimum, and falls back to the body for anything else', () => {
    expect(read('?page=2&category=3')).toEqual({ page: 2, category: 3 });
    expect(read('')).toEqual({ page: 1, category: 0 });
    for (const bad of ['page=0', 'page=abc', 'page=-1', 'page=1.5', 'page=2e3', 'page=', 'page=99999999', 'page=%202']) {
      expect(read(`?${bad}`).page, bad).toBe(1);
    }
    expect(read('?category=-3').category).toBe(0);
    expect(read('?page=99999').page).toBe(99999);
  });

  it('turns values into body fields, the same shape the configured body has', () => {
    expect(bodyOverrides(params, { page: 2, category: 3 })).toEqual({ pageIndex: 2, categoryId: 3 });
  });

  it('writes a query without defaults, keeping foreign parameters', () => {
    const current = new URLSearchParams('?utm_source=mail&page=4');
    expect(queryFor(params, { page: 2, category: 0 }, body, current)).toBe('?utm_source=mail&page=2');
    expect(queryFor(params, { page: 1, category: 0 }, body, current)).toBe('?utm_source=mail');
    expect(queryFor(params, { page: 1, category: 0 }, body, new URLSearchParams())).toBe('');
    expect(queryFor(params, { page: 2, category: 5 }, body, new URLSearchParams())).toBe('?category=5&page=2');
  });

  it("leaves out the transient parameters the site names (a form's thank-you marker), so they do not follow the visitor to the next page of a list", () => {
    const current = new URLSearchParams(`?utm_source=mail&${SENT_PARAM}=newsletter&page=2`);
    expect(queryFor(params, { page: 3, category: 0 }, body, current, [SENT_PARAM])).toBe('?utm_source=mail&page=3');
    expect(queryFor(params, { page: 1, category: 4 }, body, current, [SENT_PARAM])).toBe('?utm_source=mail&category=4');
    expect(queryFor(params, { page: 1, category: 0 }, body, new URLSearchParams(`?${SENT_PARAM}=newsletter`), [SENT_PARAM])).toBe('');
    // The engine names none itself: what is not transient is kept like a campaign tag.
    expect(queryFor(params, { page: 3, category: 0 }, body, current)).toBe(`?utm_source=mail&${SENT_PARAM}=newsletter&page=3`);
  });

  it("gives a canonical query of the blocks' state only", () => {
    const block = (urlParams?: () => UrlParams) =>
      defineBlock({
        load: async () => ({ default: () => null }),
        Skeleton: () => null,
        ...(urlParams ? { urlParams } : {}),
      });
    const registry = { list: block(() => params), text: block() };
    const blocks = [{ type: 'text' }, { type: 'list', source: { body } }];
    expect(canonicalQuery(registry, blocks, new URLSearchParams('?page=2&utm_source=x&category=3'))).toBe('?category=3&page=2');
    expect(canonicalQuery(registry, blocks, new URLSearchParams('?page=1&category=0'))).toBe('');
    expect(canonicalQuery(registry, blocks, new URLSearchParams('?page=abc'))).toBe('');
  });
});
