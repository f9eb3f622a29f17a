import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { displayDate, dropdownKinds } from '../db/vocabulary.ts';
import type { HotPath } from './hot-path.ts';
import { ResponseCache } from './response-cache.ts';
import { contentKinds } from '../../src/content/kinds.ts';
import { endpointKinds } from '../../src/content/endpoints.ts';
import { CONTENT_LANGUAGES, translateItem, type ContentLanguage } from '../db/seed/translations.ts';

/**
 * The language asked for (the first of Accept-Language this API has content in), English
 * otherwise. The answer names it (Content-Language) and varies by the header.
 */
export function negotiateLanguage(header: string | string[] | undefined): ContentLanguage {
  const asked = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([tag]) => tag!.trim().toLowerCase().split('-')[0]);
  return (asked.find((tag) => (CONTENT_LANGUAGES as readonly string[]).includes(tag ?? '')) as ContentLanguage | undefined) ?? 'en';
}

function answerIn(request: FastifyRequest, reply: FastifyReply): ContentLanguage {
  const lang = negotiateLanguage(request.headers['accept-language']);
  const vary = reply.getHeader('vary');
  reply.header('content-language', lang).header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
  return lang;
}

type Row = Record<string, unknown>;
const str = (v: unknown) => v as string;

const seo = (r: Row) => ({
  metaTitle: str(r.meta_title),
  metaDescription: str(r.meta_description),
  metaKeywords: str(r.meta_keywords),
});

// Lists carry card fields only; the long HTML bodies live in detail responses.
const projectCard = (r: Row) => ({
  id: r.id,
  slug: r.slug,
  image: r.image,
  title: r.title,
  clientName: r.client_name,
  about: r.about,
  projectType: r.project_type,
  capacity: r.capacity,
  location: r.location,
  seo: seo(r),
  datePublished: r.date_published,
});
const projectFull = (r: Row) => ({ ...projectCard(r), projectDetails: r.project_details });

const blogCard = (r: Row) => ({
  id: r.id,
  slug: r.slug,
  image: r.image,
  categoryId: r.category_id,
  blogCategory: r.category_name,
  date: displayDate(str(r.date_published)),
  datePublished: r.date_published,
  title: r.title,
  description: r.excerpt,
  seo: seo(r),
});
const blogFull = (r: Row) => ({ ...blogCard(r), excerpt: r.excerpt, description: r.description });

const newsCard = (r: Row) => ({
  id: r.id,
  slug: r.slug,
  image: r.image,
  title: r.title,
  shortDescription: r.short_description,
  date: displayDate(str(r.date_published)),
  datePublished: r.date_published,
  description: r.short_description,
  seo: seo(r),
});
const newsFull = (r: Row) => ({ ...newsCard(r), description: r.description });

const careerCard = (r: Row) => ({
  id: r.id,
  slug: r.slug,
  post: r.post,
  qualification: r.qualification,
  yoe: r.yoe,
  location: r.location,
  keySkills: JSON.parse(str(r.key_skills)) as string[],
  date: displayDate(str(r.date_published)),
  datePublished: r.date_published,
  seo: seo(r),
});
const careerFull = (r: Row) => ({ ...careerCard(r), details: r.details });

const PROJECT = 'SELECT * FROM project';
const BLOG = 'SELECT b.*, c.name AS category_name FROM blog b JOIN blog_category c ON c.id = b.category_id';
const NEWEST = 'date_published DESC, id DESC';

type JsonSchema = Record<string, unknown>;

interface ListEndpoint {
  url: string;
  extra?: Record<string, JsonSchema>;
  sql: string;
  map: (r: Row) => unknown;
}

const id = { type: 'integer', minimum: 1, maximum: 2147483647 };

const listEndpoints: ListEndpoint[] = [
  {
    url: '/api/HomePageFeatured',
    sql: `SELECT id, slug, image, title, client_name FROM project WHERE featured = 1 ORDER BY ${NEWEST}`,
    map: (r) => ({ id: r.id, slug: r.slug, image: r.image, title: r.title, clientName: r.client_name }),
  },
  {
    url: '/api/Announcement',
    sql: `SELECT * FROM announcement ORDER BY ${NEWEST}`,
    map: (r) => ({ id: r.id, title: r.title, date: displayDate(str(r.date_published)), datePublished: r.date_published }),
  },
  { url: '/api/Client/GetAllClients', sql: 'SELECT * FROM client ORDER BY sort_order', map: (r) => ({ id: r.id, logo: r.logo, name: r.name }) },
  {
    url: '/api/Testimonial',
    sql: 'SELECT * FROM testimonial ORDER BY sort_order',
    map: (r) => ({ id: r.id, name: r.name, designation: r.designation, customer: r.customer, image: r.image, videoUrl: r.video_url, message: r.message }),
  },
  {
    url: '/api/InternationalForay/GetAllForays',
    sql: 'SELECT * FROM foray ORDER BY sort_order',
    map: (r) => ({ id: r.id, image: r.image, title: r.title, description: r.description }),
  },
  {
    url: '/api/Leadership/GetAllLeaders',
    sql: 'SELECT * FROM leader ORDER BY sort_order',
    map: (r) => ({ id: r.id, image: r.image, name: r.name, designation: r.designation, description: r.description, linkedIn: r.linkedin }),
  },
  {
    url: '/api/Certificate/GetAllCertificates',
    sql: 'SELECT * FROM certificate ORDER BY sort_order',
    map: (r) => ({ id: r.id, image: r.image, title: r.title, fileUrl: r.file_url }),
  },
  { url: '/api/Download', sql: 'SELECT * FROM download ORDER BY sort_order', map: (r) => ({ id: r.id, name: r.name, fileUrl: r.file_url }) },
  {
    url: '/api/AnnualReturns/GetAllAnnualReturns',
    sql: 'SELECT * FROM annual_return ORDER BY sort_order',
    map: (r) => ({ id: r.id, title: r.title, fileUrl: r.file_url }),
  },
  { url: '/api/CultureImage', sql: 'SELECT * FROM culture_image ORDER BY sort_order', map: (r) => ({ id: r.id, image: r.image }) },
  { url: '/api/Project/GetAllProject', sql: `${PROJECT} ORDER BY ${NEWEST}`, map: projectCard },
  // "Similar" first: same project type (or blog category) ranks above the rest.
  {
    url: '/api/Project/GetExploredProjectList',
    extra: { projectId: id },
    sql: `${PROJECT} WHERE id != @projectId ORDER BY project_type = (SELECT project_type FROM project WHERE id = @projectId) DESC, ${NEWEST}`,
    map: projectCard,
  },
  { url: '/api/Career/GetAllCareers', sql: `SELECT * FROM career ORDER BY ${NEWEST}`, map: careerCard },
  {
    url: '/api/Blog/GetBlogsByCategory',
    extra: { categoryId: { ...id, minimum: 0 } },
    sql: `${BLOG} WHERE @categoryId = 0 OR b.category_id = @categoryId ORDER BY b.date_published DESC, b.id DESC`,
    map: blogCard,
  },
  {
    url: '/api/Blog/GetExploredBlogList',
    extra: { blogId: id },
    sql: `${BLOG} WHERE b.id != @blogId ORDER BY b.category_id = (SELECT category_id FROM blog WHERE id = @blogId) DESC, b.date_published DESC, b.id DESC`,
    map: blogCard,
  },
  { url: '/api/Newsroom/GetAllNews', sql: `SELECT * FROM news ORDER BY ${NEWEST}`, map: newsCard },
  { url: '/api/Newsroom/GetExploredNewsList', extra: { newsId: id }, sql: `SELECT * FROM news WHERE id != @newsId ORDER BY ${NEWEST}`, map: newsCard },
];

const detailEndpoints: { url: string; sql: string; map: (r: Row) => unknown; what: string }[] = [
  { url: '/api/Project/GetProjectBYSlugName', sql: `${PROJECT} WHERE slug = ?`, map: projectFull, what: 'project' },
  { url: '/api/Career/GetCareerBYSlugName', sql: 'SELECT * FROM career WHERE slug = ?', map: careerFull, what: 'career' },
  { url: '/api/Blog/GetBlogBYSlugName', sql: `${BLOG} WHERE b.slug = ?`, map: blogFull, what: 'blog' },
  { url: '/api/Newsroom/GetNewsBYSlugName', sql: 'SELECT * FROM news WHERE slug = ?', map: newsFull, what: 'news item' },
];

/**
 * The answer's schema for Fastify: the same item schema the site checks each item
 * against (src/content), so the two cannot drift; it also gives the route a compiled
 * serializer (fast-json-stringify) that sends only the declared fields.
 */
function itemSchema(url: string) {
  const kind = endpointKinds[url];
  if (!kind) throw new Error(`${url}: no content kind in src/content/endpoints.ts`);
  return contentKinds[kind];
}
export const listResponse = (url: string) => ({
  200: {
    type: 'object',
    properties: {
      data: { type: 'object', properties: { list: { type: 'array', items: itemSchema(url) }, nextPageAvailable: { type: 'boolean' } } },
    },
  },
});
export const arrayResponse = (url: string) => ({
  200: { type: 'object', properties: { data: { type: 'array', items: itemSchema(url) } } },
});

export const PAGE_SIZE_MAX = 1_000_000;
const paging = {
  pageIndex: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX },
};

/** The content routes, answered from `cache`; with `hot`, repeated requests of free clients are replayed before routing. */
export function registerContentRoutes(app: FastifyInstance, db: Db, cache: ResponseCache, hot?: HotPath): void {
  const replayed = (method: 'GET' | 'POST', url: string) => {
    if (!hot) return {};
    hot.add(method, url);
    return method === 'POST' ? { preParsing: hot.preParsing } : {};
  };
  for (const ep of listEndpoints) {
    const extraNames = Object.keys(ep.extra ?? {});
    const stmt = db.prepare(`${ep.sql} LIMIT @limit OFFSET @offset`);
    app.post(
      ep.url,
      {
        ...replayed('POST', ep.url),
        schema: {
          body: {
            type: 'object',
            required: ['pageIndex', 'pageSize', ...extraNames],
            additionalProperties: false,
            properties: { ...paging, ...ep.extra },
          },
          response: listResponse(ep.url),
        },
      },
      (request, reply) => {
        const body = request.body as Record<string, number>;
        const { pageIndex, pageSize } = body as { pageIndex: number; pageSize: number };
        const params: Record<string, number> = {};
        for (const k of extraNames) params[k] = body[k]!;
        const lang = answerIn(request, reply);
        const inLang = (item: unknown) => translateItem(endpointKinds[ep.url] ?? '', item as Record<string, unknown>, lang);
        const key = `${ep.url}|${lang}|${pageIndex}|${pageSize}|${extraNames.map((k) => params[k]).join('|')}`;
        return cache.send(request, reply, key, () => {
          // One extra row tells whether another page exists without a COUNT query.
          const rows = stmt.all({ ...params, limit: pageSize + 1, offset: (pageIndex - 1) * pageSize }) as Row[];
          return {
            status: 200,
            body: { data: { list: rows.slice(0, pageSize).map(ep.map).map(inLang), nextPageAvailable: rows.length > pageSize } },
          };
        });
      },
    );
  }

  for (const ep of detailEndpoints) {
    const stmt = db.prepare(ep.sql);
    app.post(
      ep.url,
      {
        ...replayed('POST', ep.url),
        schema: {
          body: {
            type: 'object',
            required: ['slugName'],
            additionalProperties: false,
            properties: { slugName: { type: 'string', minLength: 1, maxLength: 200 } },
          },
          response: arrayResponse(ep.url),
        },
      },
      (request, reply) => {
        const { slugName } = request.body as { slugName: string };
        const lang = answerIn(request, reply);
        return cache.send(request, reply, `${ep.url}|${lang}|${slugName}`, () => {
          const row = stmt.get(slugName) as Row | undefined;
          return row
            ? { status: 200, body: { data: [translateItem(endpointKinds[ep.url] ?? '', ep.map(row) as Record<string, unknown>, lang)] } }
            : { status: 404, body: { message: `slugName: no ${ep.what} with slug "${slugName}"`, field: 'slugName' } };
        });
      },
    );
  }

  const getters: Record<string, () => unknown[]> = {
    '/api/HomePageVideo': () => (db.prepare('SELECT video_url FROM home_video ORDER BY sort_order').all() as Row[]).map((r) => ({ videoUrl: r.video_url })),
    '/api/Blog/GetCategoryDropDownList': () => db.prepare('SELECT id, name FROM blog_category ORDER BY sort_order').all(),
    '/api/Newsroom/GetFirstFourData': () => (db.prepare(`SELECT * FROM news ORDER BY ${NEWEST} LIMIT 4`).all() as Row[]).map(newsCard),
  };
  const option = db.prepare('SELECT id, name FROM dropdown_option WHERE kind = ? ORDER BY sort_order');
  for (const kind of dropdownKinds) getters[`/api/VendorDropDown/${kind}`] = () => option.all(kind);

  for (const [url, load] of Object.entries(getters)) {
    const kind = endpointKinds[url] ?? '';
    app.get(url, { ...replayed('GET', url), schema: { response: arrayResponse(url) } }, (request, reply) => {
      const lang = answerIn(request, reply);
      return cache.send(request, reply, `${url}|${lang}`, () => ({
        status: 200,
        body: { data: load().map((item) => translateItem(kind, item as Row, lang)) },
      }));
    });
  }
}
