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
    expect(await title(ar)).toBe('خط نقل D/C بجهد 765 كيلوفولت، جهانسي');
    expect(await title(again)).toBe('765 kV D/C Transmission Line, Jhansi');
    const place = async (res: Response) => ((await res.json()) as { data: { list: { location: string }[] } }).data.list[0]!.location;
    expect(await place(await ask('ar'))).toBe('جهانسي، أتر براديش');
    expect(await place(await ask('es'))).toBe('Jhansi, Uttar Pradesh');
  });

  it('falls back to English for a language it has no content in', async () => {
    const fr = await ask('fr');
    expect(fr.headers.get('content-language')).toBe('en');
    expect(((await fr.json()) as { data: { list: { title: string }[] } }).data.list[0]!.title).toBe('765 kV D/C Transmission Line, Jhansi');
  });

  const post = (language: string | null, path: string, body: unknown) =>
    ask(language, path, body).then(async (res) => ({ res, json: (await res.json()) as Data }));
  type Data = { data: Record<string, unknown>[] | { list: Record<string, unknown>[] } };
  const listOf = (json: Data) => (Array.isArray(json.data) ? json.data : json.data.list);
  // The sequence of tags, without attributes: a translated body keeps the English one's structure.
  const tags = (html: unknown) => String(html).match(/<\/?[a-z0-9]+/g);
  const blogs = (language: string | null) => post(language, '/api/Blog/GetBlogsByCategory', { pageIndex: 1, pageSize: 4, categoryId: 0 });
  const blog = (language: string | null, slugName: string) => post(language, '/api/Blog/GetBlogBYSlugName', { slugName });

  it('gives a blog post’s title, category, summary and rich body in Spanish and Arabic, shaped as the English one', async () => {
    const slug = String(listOf((await blogs(null)).json)[0]!.slug);
    const [en, es, ar] = [listOf((await blog(null, slug)).json)[0]!, listOf((await blog('es', slug)).json)[0]!, listOf((await blog('ar', slug)).json)[0]!];
    expect(en.title).toBe('Why 765 kV Corridors Matter for India’s Energy Transition');
    expect(es.title).toBe('Por qué los corredores de 765 kV son clave para la transición energética de la India');
    expect(ar.title).toBe('لماذا تُعد ممرات 765 كيلوفولت مهمة لتحول الطاقة في الهند');
    expect([es.blogCategory, ar.blogCategory]).toEqual(['Transmisión', 'نقل الطاقة']);
    expect(es.excerpt).toMatch(/^Por qué .* — notas prácticas de los equipos de transmisión de Voltline/);
    expect(es.description).toContain('<h2>Lo que aprendimos</h2>');
    expect(es.description).toContain('<li>Congelar pronto las bases de diseño');
    expect(ar.description).toContain('<h2>ما تعلمناه</h2>');
    expect(ar.description).toContain('<th>مشاريع Voltline</th>');
    expect(String(en.description)).not.toMatch(/Lo que aprendimos|ما تعلمناه/);
    expect(tags(es.description)).toEqual(tags(en.description));
    expect(tags(ar.description)).toEqual(tags(en.description));
    expect((es.seo as { metaTitle: string }).metaTitle).toBe(`${String(es.title)} | Blog de Voltline`);
    for (const item of [es, ar]) {
      expect(Object.keys(item)).toEqual(Object.keys(en));
      expect([item.slug, item.image, item.date, item.datePublished]).toEqual([en.slug, en.image, en.date, en.datePublished]);
    }
  });

  it('gives news titles in Spanish and Arabic in the lists, the first four and a detail; dates stay as given', async () => {
    const [en, es, ar] = await Promise.all([null, 'es', 'ar'].map((l) => post(l, '/api/Newsroom/GetAllNews', { pageIndex: 1, pageSize: 3 })));
    const titles = (json: Data) => listOf(json).map((n) => n.title);
    expect(titles(en!.json)[0]).toBe('Voltline Wins Its First 765 kV Transmission Line Contract');
    expect(titles(es!.json)[0]).toBe('Voltline gana su primer contrato de línea de transmisión de 765 kV');
    expect(titles(ar!.json)[0]).toBe('تفوز Voltline بأول عقد لخط نقل بجهد 765 كيلوفولت');
    expect(listOf(ar!.json).map((n) => n.date)).toEqual(listOf(en!.json).map((n) => n.date));
    const slug = String(listOf(en!.json)[0]!.slug);
    const detail = listOf((await post('es', '/api/Newsroom/GetNewsBYSlugName', { slugName: slug })).json)[0]!;
    expect(detail.title).toBe(titles(es!.json)[0]);
    expect(detail.description).toContain('<h2>Sobre el hito</h2>');
    const four = async (language: string | null) => {
      const res = await fetch(`${api.url}/api/Newsroom/GetFirstFourData`, { headers: language ? { 'Accept-Language': language } : {} });
      expect(res.headers.get('content-language')).toBe(language ?? 'en');
      expect(res.headers.get('vary')).toMatch(/accept-language/i);
      return ((await res.json()) as { data: { title: string }[] }).data[0]!.title;
    };
    expect([await four('ar'), await four(null), await four('es')]).toEqual([titles(ar!.json)[0], titles(en!.json)[0], titles(es!.json)[0]]);
  });

  it('falls back to English for an item whose body has no translation, and for a kind with none', async () => {
    const fourth = listOf((await blogs(null)).json)[3]!;
    const [en, es] = [listOf((await blog(null, String(fourth.slug))).json)[0]!, listOf((await blog('es', String(fourth.slug))).json)[0]!];
    expect(es.title).toBe('Los retos del derecho de paso y cómo los resuelven los equipos EPC');
    expect(es.description).toBe(en.description);
    const careers = await Promise.all([null, 'ar'].map((l) => post(l, '/api/Career/GetAllCareers', { pageIndex: 1, pageSize: 2 })));
    expect(careers[1]!.res.headers.get('content-language')).toBe('ar');
    expect(listOf(careers[1]!.json)).toEqual(listOf(careers[0]!.json));
  });

  it('never serves one language’s cached answer to another', async () => {
    const slug = String(listOf((await blogs(null)).json)[1]!.slug);
    const answers = [];
    for (const language of ['ar', 'es', null, 'ar', 'fr', 'es']) {
      const { res, json } = await blog(language, slug);
      answers.push([res.headers.get('content-language'), listOf(json)[0]!.title]);
    }
    expect(answers).toEqual([
      ['ar', 'مد الموصلات في التضاريس الصعبة: دروس من الميدان'],
      ['es', 'Tendido en terreno difícil: lecciones desde la obra'],
      ['en', 'Stringing in Difficult Terrain: Lessons from the Field'],
      ['ar', 'مد الموصلات في التضاريس الصعبة: دروس من الميدان'],
      ['en', 'Stringing in Difficult Terrain: Lessons from the Field'],
      ['es', 'Tendido en terreno difícil: lecciones desde la obra'],
    ]);
    const categories = async (language: string) =>
      (
        (await (await fetch(`${api.url}/api/Blog/GetCategoryDropDownList`, { headers: { 'Accept-Language': language } })).json()) as {
          data: { name: string }[];
        }
      ).data.map((c) => c.name);
    expect(await categories('es')).toContain('Seguridad y calidad');
    expect(await categories('en')).toContain('Safety & Quality');
    expect(await categories('ar')).toContain('السلامة والجودة');
  });
});
