import { afterEach, describe, expect, it } from 'vitest';
import { apiClient, type ApiRequest } from './apiClient';
import { fetchBlockData } from './blockData';

describe('the API client and the page language', () => {
  const seen: { url: string; request: ApiRequest }[] = [];
  const callApi = apiClient({ apiUrl: 'http://api.test' }, async (url, request) => {
    seen.push({ url, request });
    return { ok: true, status: 200, json: async () => ({ data: { list: [], nextPageAvailable: false } }) };
  });
  afterEach(() => void seen.splice(0));

  it("asks for content in the page's language; the body stays the same", async () => {
    await fetchBlockData({ endpoint: '/api/Project/GetAllProject', body: { pageIndex: 1, pageSize: 12 }, select: 'list' }, { params: {}, blocks: {}, language: 'es', callApi });
    expect(seen[0]!.request.headers).toMatchObject({ 'Accept-Language': 'es', 'Content-Type': 'application/json' });
    expect(seen[0]!.request.body).toBe('{"pageIndex":1,"pageSize":12}');
    expect(seen[0]!.url).toBe('http://api.test/api/Project/GetAllProject');
  });

  it('sends no language when the page has none to give', async () => {
    await callApi('/api/HomePageVideo', { method: 'GET' });
    expect(seen[0]!.request.headers).not.toHaveProperty('Accept-Language');
  });
});
