import { afterEach, describe, expect, it } from 'vitest';
import { setHosts } from '../platform/hosts';
import { callApi, setApiTransport, type ApiRequest } from './apiClient';
import { fetchBlockData } from './blockData';

describe('the API client and the page language', () => {
  const seen: { url: string; request: ApiRequest }[] = [];
  setHosts({ apiUrl: 'http://api.test', contentUrl: 'http://content.test', mediaUrl: 'http://media.test' });
  setApiTransport(async (url, request) => {
    seen.push({ url, request });
    return { ok: true, status: 200, json: async () => ({ data: { list: [], nextPageAvailable: false } }) };
  });
  afterEach(() => void seen.splice(0));

  it("asks for content in the page's language; the body stays the same", async () => {
    await fetchBlockData({ endpoint: '/api/Project/GetAllProject', body: { pageIndex: 1, pageSize: 12 }, select: 'list' }, { params: {}, blocks: {}, language: 'es' });
    expect(seen[0]!.request.headers).toMatchObject({ 'Accept-Language': 'es', 'Content-Type': 'application/json' });
    expect(seen[0]!.request.body).toBe('{"pageIndex":1,"pageSize":12}');
  });

  it('sends no language when the page has none to give', async () => {
    await callApi('/api/HomePageVideo', { method: 'GET' });
    expect(seen[0]!.request.headers).not.toHaveProperty('Accept-Language');
  });
});
