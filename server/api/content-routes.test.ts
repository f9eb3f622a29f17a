import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropdownKinds } from '../db/vocabulary.ts';
import { getJson, postJson, startTestApi, TEST_SITE, type TestApi } from '../test/helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const list = async (path: string, body: Record<string, unknown>) => {
  const res = await postJson(api.url, path, body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(Array.isArray(res.json.data.list)).toBe(true);
  expect(typeof res.json.data.nextPageAvailable).toBe('boolean');
  return res.json.data as { list: any[]; nextPageAvailable: boolean };
};

const seoShape = { metaTitle: expect.any(String), metaDescription: expect.any(String), metaKeywords: expect.any(String) };
const dateText = expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
const isoDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);

describe('"all" lists (pageSize 9999)', () => {
  const cases: [string, number, Record<string, unknown>][] = [
    [
      '/api/HomePageFeatured',
      9,
      { id: 1, slug: expect.any(String), image: expect.stringMatching(/^\/images\//), title: expect.any(String), clientName: expect.any(String) },
    ],
    ['/api/Client/GetAllClients', 20, { id: 1, logo: '/images/clients/c01.png' }],
    [
      '/api/Testimonial',
      5,
      {
        id: 1,
        name: expect.any(String),
        designation: expect.any(String),
        customer: expect.any(String),
        image: expect.any(String),
        videoUrl: null,
        message: expect.any(String),
      },
    ],
    ['/api/InternationalForay/GetAllForays', 4, { id: 1, image: expect.any(String), title: 'Oman', description: expect.any(String) }],
    [
      '/api/Leadership/GetAllLeaders',
      6,
      {
        id: 1,
        image: '/images/leaders/l1.png',
        name: expect.any(String),
        designation: expect.any(String),
        description: expect.any(String),
        linkedIn: expect.stringMatching(/^https:\/\/www\.linkedin\.com\//),
      },
    ],
    [
      '/api/Certificate/GetAllCertificates',
      6,
      { id: 1, image: expect.any(String), title: expect.any(String), fileUrl: expect.stringMatching(/^\/files\/.+\.pdf$/) },
    ],
    ['/api/Download', 12, { id: 1, name: expect.any(String), fileUrl: expect.stringMatching(/^\/files\/downloads\/.+\.pdf$/) }],
    ['/api/AnnualReturns/GetAllAnnualReturns', 12, { id: 1, title: expect.stringMatching(/^Annual Return FY/), fileUrl: expect.stringMatching(/\.pdf$/) }],
    [
      '/api/Career/GetAllCareers',
      8,
      {
        id: expect.any(Number),
        slug: expect.any(String),
        post: expect.any(String),
        qualification: expect.any(String),
        yoe: expect.any(String),
        location: expect.any(String),
        keySkills: expect.arrayContaining([expect.any(String)]),
        datePublished: isoDate,
        seo: seoShape,
      },
    ],
  ];
  it.each(cases)('%s returns %i items of the spec shape', async (path, count, shape) => {
    const data = await list(path, { pageIndex: 1, pageSize: path.includes('Career') ? 999999 : 9999 });
    expect(data.list).toHaveLength(count);
    expect(data.nextPageAvailable).toBe(false);
    expect(data.list[0]).toMatchObject(shape);
  });

  it('has a video testimonial (image null) and a leader without LinkedIn', async () => {
    const t = await list('/api/Testimonial', { pageIndex: 1, pageSize: 9999 });
    expect(t.list.some((x) => x.image === null && /^\/videos\/.+\.mp4$/.test(x.videoUrl))).toBe(true);
    const l = await list('/api/Leadership/GetAllLeaders', { pageIndex: 1, pageSize: 9999 });
    expect(l.list.filter((x) => x.linkedIn === null)).toHaveLength(1);
  });
});

describe('paging', () => {
  it('projects: 12 per page, nextPageAvailable flips at the last page', async () => {
    const p1 = await list('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 12 });
    expect(p1.list).toHaveLength(12);
    expect(p1.nextPageAvailable).toBe(true);
    expect(p1.list[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      image: expect.stringMatching(/^\/images\/projects\/p\d+\.png$/),
      title: expect.any(String),
      clientName: expect.any(String),
      about: expect.any(String),
      projectType: expect.any(String),
      capacity: expect.any(String),
      location: expect.any(String),
      seo: seoShape,
    });
    const p3 = await list('/api/Project/GetAllProject', { pageIndex: 3, pageSize: 12 });
    expect(p3.list).toHaveLength(32 - 24);
    expect(p3.nextPageAvailable).toBe(false);
    const ids = new Set([...p1.list, ...p3.list].map((p) => p.id));
    expect(ids.size).toBe(20);
  });

  it('exact edge: last full page has no next page', async () => {
    const a = await list('/api/Project/GetAllProject', { pageIndex: 2, pageSize: 16 });
    expect(a.list).toHaveLength(16);
    expect(a.nextPageAvailable).toBe(false);
    const b = await list('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 31 });
    expect(b.nextPageAvailable).toBe(true);
    const beyond = await list('/api/Project/GetAllProject', { pageIndex: 9, pageSize: 12 });
    expect(beyond).toEqual({ list: [], nextPageAvailable: false });
  });

  it('announcements page by 3, newest first, with display dates', async () => {
    const a = await list('/api/Announcement', { pageIndex: 1, pageSize: 3 });
    expect(a.list).toHaveLength(3);
    expect(a.nextPageAvailable).toBe(true);
    expect(a.list[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), date: dateText, datePublished: isoDate });
    const dates = a.list.map((x) => x.datePublished);
    expect([...dates].sort().reverse()).toEqual(dates);
    const b = await list('/api/Announcement', { pageIndex: 2, pageSize: 3 });
    expect(b.list).toHaveLength(2);
    expect(b.nextPageAvailable).toBe(false);
  });

  it('culture images: 36 in 3 pages of 12', async () => {
    const c3 = await list('/api/CultureImage', { pageIndex: 3, pageSize: 12 });
    expect(c3.list).toHaveLength(12);
    expect(c3.nextPageAvailable).toBe(false);
    expect(c3.list[0]).toEqual({ id: 25, image: '/images/culture/k25.png' });
  });

  it('news: 20 newest first; first four match GetFirstFourData', async () => {
    const n1 = await list('/api/Newsroom/GetAllNews', { pageIndex: 1, pageSize: 12 });
    expect(n1.nextPageAvailable).toBe(true);
    expect(n1.list[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      image: expect.any(String),
      title: expect.any(String),
      shortDescription: expect.any(String),
      date: dateText,
      datePublished: isoDate,
      seo: seoShape,
    });
    expect(n1.list[0].description).not.toMatch(/<p>/);
    const n2 = await list('/api/Newsroom/GetAllNews', { pageIndex: 2, pageSize: 12 });
    expect(n2.list).toHaveLength(8);
    expect(n2.nextPageAvailable).toBe(false);
    const four = await getJson(api.url, '/api/Newsroom/GetFirstFourData');
    expect(four.status).toBe(200);
    expect(four.json.data).toHaveLength(4);
    expect(four.json.data.map((n: any) => n.id)).toEqual(n1.list.slice(0, 4).map((n) => n.id));
  });

  it('blogs by category: 0 means all, a category filters, pages of 12', async () => {
    const all = await list('/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 12 });
    expect(all.list).toHaveLength(12);
    expect(all.nextPageAvailable).toBe(true);
    expect(all.list[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      image: expect.any(String),
      blogCategory: expect.any(String),
      date: dateText,
      datePublished: isoDate,
      title: expect.any(String),
      description: expect.any(String),
      seo: seoShape,
    });
    const everything = await list('/api/Blog/GetBlogsByCategory', { categoryId: 0, pageIndex: 1, pageSize: 999 });
    expect(everything.list.length).toBeGreaterThanOrEqual(30);
    const cats = await getJson(api.url, '/api/Blog/GetCategoryDropDownList');
    expect(cats.json.data.length).toBeGreaterThanOrEqual(4);
    expect(cats.json.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const first = cats.json.data[0];
    const some = await list('/api/Blog/GetBlogsByCategory', { categoryId: first.id, pageIndex: 1, pageSize: 12 });
    expect(some.list.length).toBeGreaterThan(0);
    expect(some.list.every((b) => b.blogCategory === first.name)).toBe(true);
    const none = await list('/api/Blog/GetBlogsByCategory', { categoryId: 999, pageIndex: 1, pageSize: 12 });
    expect(none).toEqual({ list: [], nextPageAvailable: false });
  });
});

describe('explore-more lists exclude the current item', () => {
  it.each([
    ['/api/Project/GetExploredProjectList', 'projectId', 31],
    ['/api/Blog/GetExploredBlogList', 'blogId', 31],
    ['/api/Newsroom/GetExploredNewsList', 'newsId', 19],
  ])('%s', async (path, key, others) => {
    const top = await list(path, { [key]: 1, pageIndex: 1, pageSize: 8 });
    expect(top.list).toHaveLength(8);
    expect(top.nextPageAvailable).toBe(true);
    const all = await list(path, { [key]: 1, pageIndex: 1, pageSize: 9999 });
    expect(all.list).toHaveLength(others);
    expect(all.list.some((x) => x.id === 1)).toBe(false);
  });
});

describe('detail by slug', () => {
  it.each([
    ['/api/Project/GetAllProject', '/api/Project/GetProjectBYSlugName', 'projectDetails'],
    ['/api/Career/GetAllCareers', '/api/Career/GetCareerBYSlugName', 'details'],
    ['/api/Blog/GetBlogsByCategory', '/api/Blog/GetBlogBYSlugName', 'description'],
    ['/api/Newsroom/GetAllNews', '/api/Newsroom/GetNewsBYSlugName', 'description'],
  ])('%s → %s carries the HTML body', async (listPath, detailPath, htmlField) => {
    // The body the site sends each list: only the blog list takes a category.
    const l = await list(listPath, { ...(listPath.includes('Blog') ? { categoryId: 0 } : {}), pageIndex: 1, pageSize: 1 });
    const first = l.list[0];
    const res = await postJson(api.url, detailPath, { slugName: first.slug });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    const item = res.json.data[0];
    expect(item).toMatchObject({ id: first.id, slug: first.slug, seo: seoShape });
    expect(item[htmlField]).toMatch(/<h[23]>/);
    expect(item[htmlField]).toMatch(/<(ul|ol)>/);
    expect(item[htmlField]).toMatch(/<table>/);
    expect(item[htmlField]).toMatch(/<img src="\/images\/[^"]+\.png"/);
    const missing = await postJson(api.url, detailPath, { slugName: 'no-such-thing' });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toEqual(expect.any(String));
  });
});

describe('GET lists', () => {
  it('home video', async () => {
    const res = await getJson(api.url, '/api/HomePageVideo');
    expect(res).toEqual({ status: 200, json: { data: [{ videoUrl: '/videos/hero.mp4' }] } });
  });

  it.each(dropdownKinds)('vendor dropdown %s', async (kind) => {
    const res = await getJson(api.url, `/api/VendorDropDown/${kind}`);
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThanOrEqual(2);
    for (const o of res.json.data) expect(o).toEqual({ id: expect.any(Number), name: expect.any(String) });
    if (!['ConstitutionDdl', 'SupplierDdl', 'MsmeTypeDdl'].includes(kind)) {
      expect(res.json.data).toEqual([
        { id: 1, name: 'Yes' },
        { id: 2, name: 'No' },
      ]);
    }
  });
});

describe('bad input is a 400 naming the field, never a crash', () => {
  const cases: [string, unknown, string][] = [
    ['bad JSON', '{"pageIndex":1,', 'body'],
    ['missing pageIndex', { pageSize: 12 }, 'pageIndex'],
    ['string pageSize', { pageIndex: 1, pageSize: '12' }, 'pageSize'],
    ['fractional pageSize', { pageIndex: 1, pageSize: 1.5 }, 'pageSize'],
    ['zero pageSize', { pageIndex: 1, pageSize: 0 }, 'pageSize'],
    ['absurd pageSize', { pageIndex: 1, pageSize: 1000001 }, 'pageSize'],
    ['zero pageIndex', { pageIndex: 0, pageSize: 12 }, 'pageIndex'],
    ['array body', [1, 2], 'body'],
  ];
  it.each(cases)('%s', async (_name, body, field) => {
    const res = await postJson(api.url, '/api/Project/GetAllProject', typeof body === 'string' ? body : JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(new RegExp(`^${field}: `));
  });

  it('accepts the biggest legit page size', async () => {
    const d = await list('/api/Project/GetAllProject', { pageIndex: 1, pageSize: 1000000 });
    expect(d.list).toHaveLength(32);
  });

  it('missing extra field and wrong slug type', async () => {
    const a = await postJson(api.url, '/api/Project/GetExploredProjectList', { pageIndex: 1, pageSize: 8 });
    expect(a.status).toBe(400);
    expect(a.json.message).toMatch(/^projectId: /);
    const b = await postJson(api.url, '/api/Blog/GetBlogBYSlugName', { slugName: 5 });
    expect(b.status).toBe(400);
    expect(b.json.message).toMatch(/^slugName: /);
  });

  it('empty body and wrong content type', async () => {
    const empty = await fetch(`${api.url}/api/Download`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    // text/plain would let a page post JSON without a CORS preflight: refused like any other type.
    const plain = await fetch(`${api.url}/api/Download`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"pageIndex":1,"pageSize":1}' });
    expect(plain.status).toBe(415);
    expect((await plain.json()).message).toMatch(/^body: /);
    const xml = await fetch(`${api.url}/api/Download`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(xml.status).toBe(415);
    expect((await xml.json()).message).toMatch(/^body: /);
  });

  it('unknown path is a JSON 404', async () => {
    const res = await postJson(api.url, '/api/Nope', {});
    expect(res.status).toBe(404);
    expect(res.json.message).toEqual(expect.any(String));
  });
});

describe('HTTP behaviour', () => {
  it("answers the site's origin for CORS, including preflight", async () => {
    const pre = await fetch(`${api.url}/api/Project/GetAllProject`, {
      method: 'OPTIONS',
      headers: { origin: TEST_SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe(TEST_SITE);
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    const res = await fetch(`${api.url}/api/HomePageVideo`, { headers: { origin: TEST_SITE } });
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SITE);
  });

  it('serves cached responses identically, compressed when asked', async () => {
    const body = JSON.stringify({ pageIndex: 1, pageSize: 9999 });
    const a = await fetch(`${api.url}/api/Project/GetAllProject`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const b = await fetch(`${api.url}/api/Project/GetAllProject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', origin: TEST_SITE },
      body,
    });
    expect(a.headers.get('content-type')).toMatch(/^application\/json/);
    expect(b.headers.get('content-encoding')).toBe('gzip');
    expect(b.headers.get('vary')?.toLowerCase()).toMatch(/origin.*accept-encoding/);
    expect(await b.text()).toBe(await a.text());
  });
});
