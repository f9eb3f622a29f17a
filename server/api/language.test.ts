import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateLanguage } from './content-routes';
import { startTestApi, type TestApi } from '../test/helpers';

describe('content in the asked language', () => {
  it('takes the first language it has content in, English otherwise', () => {
    expect(negotiateLanguage('es')).toBe('es');
    expect(negotiateLanguage('fr-FR, ar;q=0.8')).toBe('ar');
    expect(negotiateLanguage('fr')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
  });
});

describe('the API over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });
  const ask = (language: string | null, path = '/api/Project/GetAllProject', body: unknown = { pageIndex: 1, pageSize: 2 }) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
      body: JSON.stringify(body),
    });

  it('answers in the asked language, names it and varies by it; the cache keeps the languages apart', async () => {
    const en = await ask(null);
    const es = await ask('es');
    const ar = await ask('ar');
    const again = await ask(null);
    expect(en.headers.get('content-language')).toBe('en');
    expect(es.headers.get('content-language')).toBe('es');
    expect(ar.headers.get('content-language')).toBe('ar');
    expect(es.headers.get('vary')).toMatch(/accept-language/i);
    const title = async (res: Response) => ((await res.json()) as { data: { list: { title: string }[] } }).data.list[0]!.title;
    expect(await title(en)).toBe('765 kV D/C Transmission Line, Jhansi');
    expect(await title(es)).toBe('Línea de transmisión D/C de 765 kV, Jhansi');
    expect(await title(ar)).toBe('خط نقل D/C بجهد 765 kV، Jhansi');
    expect(await title(again)).toBe('765 kV D/C Transmission Line, Jhansi');
  });

  it('falls back to English for a language it has no content in, and for untranslated kinds', async () => {
    const fr = await ask('fr');
    expect(fr.headers.get('content-language')).toBe('en');
    const news = await ask('es', '/api/Newsroom/GetAllNews', { pageIndex: 1, pageSize: 1 });
    expect(news.status).toBe(200);
    expect(news.headers.get('content-language')).toBe('es');
  });
});
