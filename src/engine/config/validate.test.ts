// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../content/endpoints';
import { loadBlockSchemas } from './blockSchemas';
import { createConfigValidator } from './validate';

const base = () => JSON.parse(readFileSync(new URL('../../../pages.config.json', import.meta.url), 'utf8'));

const schemas = {
  slider: {
    type: 'object',
    'x-binding': { source: 'optional', select: 'list' },
    additionalProperties: false,
    required: ['speed'],
    properties: { speed: { type: 'number' }, item: { enum: ['project-card', 'logo'] } },
  },
  'page-intro': { type: 'object', 'x-binding': { source: 'forbidden' }, required: ['heading'], properties: { heading: { type: 'string' } } },
  'message-page': { type: 'object', 'x-binding': { source: 'forbidden' } },
};

// The API's calls, and one of the tests' own.
const validate = createConfigValidator(schemas, { api: { ...apiContract, '/api/X': { method: 'POST', select: 'list', kind: 'project' } } });

/** The committed config with its own blocks swapped for test blocks on one route. */
function withBlocks(blocks: object[], routeIndex = 3) {
  const cfg = base();
  // The committed blocks belong to the real schemas; these tests use their own.
  for (const r of cfg.routes) r.blocks = [];
  cfg.footer.blocks = [];
  cfg.routes[routeIndex].blocks = blocks;
  return cfg;
}

describe('config validation', () => {
  it('accepts a valid config', () => {
    expect(validate(withBlocks([{ type: 'slider', props: { speed: 800 } }]))).toEqual([]);
  });

  it('names the route by its path, the block by its type and id (or b and its index), and what was expected', () => {
    const problems = validate(
      withBlocks([
        { type: 'page-intro', props: { heading: 'x' } },
        { type: 'slider', id: 'figures', props: { speed: '800' } },
        { type: 'slider', props: { speed: '800' } },
      ]),
    );
    expect(problems).toEqual([
      'routes[3] /leadership › blocks[1] slider#figures: props.speed must be number',
      'routes[3] /leadership › blocks[2] slider#b2: props.speed must be number',
    ]);
  });

  it('reports missing and unknown props, with the nearest known name, and enum values', () => {
    const problems = validate(withBlocks([{ type: 'slider', props: { item: 'card', colour: 'red', sped: 1 } }]));
    expect(problems).toContain('routes[3] /leadership › blocks[0] slider#b0: props must have property "speed"');
    expect(problems).toContain('routes[3] /leadership › blocks[0] slider#b0: props must not have property "colour" (it has "speed", "item")');
    expect(problems).toContain('routes[3] /leadership › blocks[0] slider#b0: props must not have property "sped" (did you mean "speed"?)');
    expect(problems).toContain('routes[3] /leadership › blocks[0] slider#b0: props.item must be one of "project-card", "logo"');
  });

  it('suggests the nearest name for a misspelt key of the config itself', () => {
    const cfg = withBlocks([]);
    cfg.header.topStrip[0].hef = cfg.header.topStrip[0].href;
    expect(validate(cfg)).toEqual(['header.topStrip[0] must not have property "hef" (did you mean "href"?)']);
  });

  it('rejects an unknown block type and suggests the nearest', () => {
    const problems = validate(withBlocks([{ type: 'slidr', props: {} }]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^routes\[3\] \/leadership › blocks\[0\] slidr#b0: unknown block type "slidr" \(did you mean "slider"\?\)/);
  });

  it("keeps block ids unique on a page: against the footer's, and apart from the names of blocks without one", () => {
    const cfg = withBlocks([
      { type: 'page-intro', id: 'signup', props: { heading: 'x' } },
      { type: 'page-intro', id: 'b0', props: { heading: 'x' } },
    ]);
    cfg.footer.blocks = [
      { type: 'message-page', id: 'signup' },
      { type: 'message-page', props: {} },
    ];
    expect(validate(cfg)).toEqual([
      "footer › blocks[1] message-page#b1: needs an id (a footer block shares every page with the route's blocks)",
      'routes[3] /leadership › blocks[0] page-intro#signup: id "signup" is also a footer block\'s, on every page',
      'routes[3] /leadership › blocks[1] page-intro#b0: id "b0" is the name of a block without an id; choose another',
    ]);
  });

  it('rejects duplicate paths, counting {brand} expansion', () => {
    const cfg = withBlocks([]);
    cfg.routes[5].path = '/voltline-story';
    expect(validate(cfg)).toContain('routes[5] /voltline-story: path "/voltline-story" is also the path of routes[1] /{brand}-story');
  });

  it('rejects links to routes that do not exist, anywhere in the config', () => {
    const cfg = withBlocks([]);
    cfg.header.topStrip.push({ label: 'Old', href: '/old-page' });
    cfg.footer.columns[0].links[0].href = '/projects/some-slug';
    const problems = validate(cfg);
    expect(problems).toContain(`header.topStrip[${cfg.header.topStrip.length - 1}].href "/old-page" points to no route`);
    expect(problems.some((p) => p.includes('/projects/some-slug'))).toBe(false);
  });

  it('checks data-source templates against route parameters and block ids', () => {
    const src = (body: object) => ({ endpoint: '/api/X', select: 'list', body });
    const cfg = withBlocks([
      { type: 'slider', id: 'one', props: { speed: 1 }, source: src({ slugName: '{params.slug}' }) },
      { type: 'slider', props: { speed: 1 }, source: src({ projectId: '{blocks.two.id}' }) },
      { type: 'slider', props: { speed: 1 }, source: src({ x: '{nonsense}' }) },
    ]);
    const problems = validate(cfg);
    expect(problems).toContain(
      'routes[3] /leadership › blocks[0] slider#one: source.body.slugName uses route parameter "slug", which the route /leadership does not have',
    );
    expect(problems).toContain('routes[3] /leadership › blocks[1] slider#b1: source.body.projectId refers to block "two", which is not on this page');
    expect(problems).toContain(
      'routes[3] /leadership › blocks[2] slider#b2: source.body.x "{nonsense}" is not a template like "{params.slug}" or "{blocks.<id>.<field>}"',
    );
  });

  it("checks that a route's sitemap source fills one of its parameters, from a call that lists items", () => {
    const cfg = withBlocks([]);
    expect(cfg.routes[7].path).toBe('/projects/:slug');
    cfg.routes[7].sitemap.param = 'id';
    cfg.routes[6].sitemap = { ...cfg.routes[7].sitemap, param: 'slug', source: { endpoint: '/api/Project/GetAllProjects', select: 'list', body: {} } };
    const problems = validate(cfg);
    expect(problems).toEqual([
      'routes[6] /projects: sitemap.param "slug" is not a parameter of /projects (it has none; a route without parameters is listed as it is, so leave out sitemap)',
      'routes[6] /projects: sitemap.source.endpoint "/api/Project/GetAllProjects" is not a read call of the API (did you mean "/api/Project/GetAllProject"?); ' +
        'a call the API has but the site does not know is described under api.endpoints in pages.config.json',
      'routes[7] /projects/:slug: sitemap.param "id" is not a parameter of /projects/:slug (it has "slug")',
    ]);
  });

  it("reports a value that fits none of a oneOf's shapes once, and the shape it was written as by its own complaints", () => {
    const cfg = withBlocks([]);
    cfg.routes[12].sitemap = 'no';
    delete cfg.routes[7].sitemap.param;
    expect(validate(cfg)).toEqual([
      'routes[7] /projects/:slug: sitemap must have property "param"',
      'routes[12] /thankyou-for-applying: sitemap must be false or an object',
    ]);
  });

  it('reports problems in the config shape with their path', () => {
    const cfg = withBlocks([]);
    cfg.loadingBar.color = 'green';
    delete cfg.site.brand;
    const problems = validate(cfg);
    expect(problems).toContain('loadingBar.color must match pattern "^#[0-9A-Fa-f]{6}$"');
    expect(problems).toContain('site must have property "brand"');
  });
});

describe("redirects and a page's own head", () => {
  const withRedirects = (redirects: object[]) => ({ ...withBlocks([]), redirects });

  it('accepts redirects to routes ({brand} expanded, a parameter filled) and a route with a description and picture in each language', () => {
    const cfg = withRedirects([
      { from: '/expo', to: '/contact' },
      { from: '/our-story', to: '/{brand}-story' },
      { from: '/old-project', to: '/projects/abc' },
    ]);
    cfg.routes[3].description = { en: 'Who leads Voltline.', ar: 'من يقود Voltline.' };
    cfg.routes[3].image = '/images/leadership.jpg';
    expect(validate(cfg)).toEqual([]);
    // Without redirects the config is as valid as before.
    expect(validate(withBlocks([]))).toEqual([]);
  });

  it('names the redirect for a duplicate from, a from that is a page, a to that is no page, a chain and a loop', () => {
    const redirects = [
      { from: '/a', to: '/contact' },
      { from: '/a', to: '/careers' },
      { from: '/contact', to: '/careers' },
      { from: '/b', to: '/nowhere' },
      { from: '/c', to: '/a' },
      { from: '/d', to: '/d' },
      { from: '/e?x=1', to: '/contact' },
    ];
    // A from that is no path is refused by the schema, before the redirects are read together.
    expect(validate(withRedirects([...redirects, { from: 'f', to: '/contact' }]))).toEqual([
      'redirects[7].from must be a path on the site, starting with a single "/", not "f"',
    ]);
    const shaped = validate(withRedirects(redirects));
    expect(shaped).toEqual([
      'redirects[1].from "/a" is also the from of redirects[0]',
      'redirects[2].from "/contact" is the path of routes[22]: a page answers it, so the redirect would never be used',
      'redirects[6].from "/e?x=1" must be a path alone, without "?" or "#"',
      'redirects[3].to "/nowhere" points to no route',
      'redirects[4].to "/a" is itself redirected (redirects[0]): point to where that one goes',
      'redirects[5].to "/d" is where it comes from: a redirect to itself loops',
    ]);
  });

  it('refuses a page description that is empty or missing in the default language, and a picture that is no path or address', () => {
    const cfg = withBlocks([]);
    cfg.routes[3].description = { ar: 'من يقود Voltline.' };
    cfg.routes[3].image = 'javascript:alert(1)';
    cfg.routes[4].description = '';
    const problems = validate(cfg);
    expect(problems).toContain('routes[3] /leadership: description has no text for locale "en" (the default, which every other locale falls back to)');
    expect(problems).toContainEqual(expect.stringMatching(/^routes\[3\] \/leadership: image must be a path .* not "javascript:alert\(1\)"$/));
    expect(problems).toContain('routes[4] /certifications: description must not have fewer than 1 characters');
  });
});

describe('links and sources of pictures', { timeout: 30_000 }, () => {
  const link = 'must be a link to a page of the site ("/contact"), an anchor ("#apply"), or an https://, http://, mailto: or tel: address';

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
  ])('refuses %j as a header link, a social link and the maps link, naming each path', (bad) => {
    const cfg = withBlocks([]);
    cfg.header.topStrip[0].href = bad;
    cfg.site.social[0].href = bad;
    cfg.site.address.mapsUrl = bad;
    const problems = validate(cfg).filter((p) => p.includes(link));
    expect(problems).toEqual([
      `site.address.mapsUrl ${link}, not ${JSON.stringify(bad)}`,
      `site.social[0].href ${link}, not ${JSON.stringify(bad)}`,
      `header.topStrip[0].href ${link}, not ${JSON.stringify(bad)}`,
    ]);
  });

  it('refuses a logo that is no path or web address', () => {
    const cfg = withBlocks([]);
    cfg.site.logo.src = 'javascript:alert(1)';
    expect(validate(cfg)).toEqual(['site.logo.src must be a path ("/images/logo.svg") or an https:// or http:// address, not "javascript:alert(1)"']);
  });

  it('accepts web, e-mail and phone links, site paths and anchors', () => {
    const cfg = withBlocks([]);
    const hrefs = ['https://example.com/a?b=c', 'http://example.com', 'mailto:info@voltline.example', 'tel:+911204567890', '#apply', '/contact'];
    cfg.header.topStrip = hrefs.map((href) => ({ label: 'x', href }));
    expect(validate(cfg)).toEqual([]);
  });
});

// The validator of the real block schemas, shared by the two groups below: compiled once (seconds on a busy machine).
const schemaRoot = new URL('../../../', import.meta.url).pathname;
let real: (config: unknown) => string[];
let compiled: Promise<void> | undefined;
const compileReal = () =>
  (compiled ??= loadBlockSchemas(schemaRoot).then((schemas) => {
    real = createConfigValidator(schemas, { api: apiContract });
  }));

type Block = { type: string; id?: string; props?: Record<string, unknown>; source?: Record<string, unknown> & { body?: Record<string, unknown> } };
/** The committed block with this id, and how its problems begin. */
const block = (cfg: ReturnType<typeof base>, id: string) => {
  for (const [r, route] of (cfg.routes as { path: string; blocks: Block[] }[]).entries()) {
    const i = route.blocks.findIndex((b) => b.id === id);
    if (i >= 0) return { b: route.blocks[i]!, at: `routes[${r}] ${route.path} › blocks[${i}] ${route.blocks[i]!.type}#${id}` };
  }
  throw new Error(`no block "${id}" in pages.config.json`);
};

describe("a block's binding, held to the API's contract", { timeout: 30_000 }, () => {
  beforeAll(compileReal, 30_000);

  it('passes the committed config, where every block is bound as it declares, to a call of its kind', () => {
    expect(real(base())).toEqual([]);
  });

  it('refuses a block that needs a source without one, naming the call that would fit', () => {
    const cfg = base();
    const { b, at } = block(cfg, 'announcements');
    delete b.source;
    expect(real(cfg)).toEqual([
      `${at}: source must be given: an announcements block shows announcement items from the API, as a list, page by page (select "list"); the endpoint with announcement items: /api/Announcement`,
    ]);
  });

  it('refuses a source on a block that shows its props only', () => {
    const cfg = base();
    const { b, at } = block(cfg, 'company-story');
    b.source = { endpoint: '/api/Announcement', select: 'list', body: { pageIndex: 1, pageSize: 3 } };
    expect(real(cfg)).toEqual([`${at}: source must not be given: a media-text block shows its props only, never data from the API`]);
  });

  it('refuses a select the block does not read', () => {
    const cfg = base();
    const { b, at } = block(cfg, 'announcements');
    b.source!.select = 'first';
    expect(real(cfg)).toEqual([
      `${at}: source.select must be "list": an announcements block shows a list, page by page (select "list"), not one item (select "first")`,
    ]);
  });

  it('refuses an endpoint outside the contract, suggesting the call of the kind the block shows', () => {
    const cfg = base();
    const { b, at } = block(cfg, 'announcements');
    b.source!.endpoint = '/api/Faq/GetAll';
    expect(real(cfg)).toEqual([
      `${at}: source.endpoint "/api/Faq/GetAll" is not a read call of the API (did you mean "/api/Announcement"?); a call the API has but the site does not know is described under api.endpoints in pages.config.json`,
    ]);
  });

  it("accepts a call the config adds under api.endpoints, and holds the block to that call's description", () => {
    const cfg = base();
    const { b, at } = block(cfg, 'announcements');
    b.source!.endpoint = '/api/Faq/GetAll';
    cfg.api = { endpoints: { '/api/Faq/GetAll': { method: 'POST', select: 'list', kind: 'announcement', body: ['pageIndex', 'pageSize', 'topic'] } } };
    expect(real(cfg)).toEqual([`${at}: source.body must have "topic": "/api/Faq/GetAll" needs "pageIndex", "pageSize", "topic" in its body`]);
    b.source!.body!.topic = 'meters';
    expect(real(cfg)).toEqual([]);
  });

  it('refuses an added call of a kind the site has no schema for, or one the site already knows', () => {
    const cfg = base();
    cfg.api = {
      endpoints: {
        '/api/Faq/GetAll': { method: 'GET', select: 'array', kind: 'faq' },
        '/api/Announcement': { method: 'POST', select: 'list', kind: 'announcement' },
      },
    };
    const problems = real(cfg);
    expect(problems).toContainEqual(
      expect.stringMatching(/^api\.endpoints\["\/api\/Faq\/GetAll"\]\.kind "faq" is no kind of item the site knows \(announcement, blog, /),
    );
    expect(problems).toContain(
      'api.endpoints["/api/Announcement"] is a call the site already knows: leave it out (its description is in src/content/endpoints.ts)',
    );
    expect(problems).toHaveLength(2);
  });

  it('refuses a body without the fields the call needs, and spots a misspelt one', () => {
    const cfg = base();
    const { b, at } = block(cfg, 'similar-projects');
    b.source!.body = { projectId: '{blocks.project.id}', pageIndex: 1, pageSIze: 8 };
    expect(real(cfg)).toEqual([
      `${at}: source.body must have "pageSize": "/api/Project/GetExploredProjectList" needs "projectId", "pageIndex", "pageSize" in its body (did you mean "pageSize", not "pageSIze"?)`,
    ]);
  });

  it('refuses a GET call made as a POST, and a body sent to it', () => {
    const cfg = base();
    const { b, at } = block(cfg, 'hero');
    delete b.source!.method;
    b.source!.body = { pageIndex: 1 };
    expect(real(cfg)).toEqual([
      `${at}: source.method must be "GET": "/api/HomePageVideo" is a GET call (a source without a method is a POST)`,
      `${at}: source.body must not be given: "/api/HomePageVideo" is a GET call, which sends no body`,
    ]);
  });
});

describe("a block's binding: the kinds a call answers, and the messages that name them", { timeout: 30_000 }, () => {
  beforeAll(compileReal, 30_000);

  it('refuses a call answering one item on a block that shows a list', () => {
    const cfg = base();
    const { b, at } = block(cfg, 'featured-projects');
    b.source = { endpoint: '/api/Project/GetProjectBYSlugName', select: 'list', body: { slugName: 'x' } };
    expect(real(cfg)).toEqual([
      `${at}: source.endpoint "/api/Project/GetProjectBYSlugName" answers with one item (select "first"), but a slider block shows a list, page by page (select "list"); endpoints with project items: /api/HomePageFeatured, /api/Project/GetAllProject, /api/Project/GetExploredProjectList`,
    ]);
  });

  it('names the prop that chose the kind, and the calls that would fit, when a slider of logos is bound to the testimonials', () => {
    const cfg = base();
    const { b, at } = block(cfg, 'customers');
    b.source!.endpoint = '/api/Testimonial';
    expect(real(cfg)).toEqual([
      `${at}: source.endpoint "/api/Testimonial" returns testimonial items, but props.item "logo" shows client items; the endpoint with client items: /api/Client/GetAllClients`,
    ]);
  });

  it('names the block type when the kind is fixed, and lists every call of that kind read the same way', () => {
    const cfg = base();
    const gallery = block(cfg, 'culture-gallery');
    gallery.b.source!.endpoint = '/api/Newsroom/GetAllNews';
    const docs = block(cfg, 'downloads');
    docs.b.source!.endpoint = '/api/Career/GetAllCareers';
    expect(real(cfg)).toEqual([
      `${docs.at}: source.endpoint "/api/Career/GetAllCareers" returns career items, but a document-list block shows document items; endpoints with document items: /api/Download, /api/AnnualReturns/GetAllAnnualReturns`,
      `${gallery.at}: source.endpoint "/api/Newsroom/GetAllNews" returns news items, but a gallery block shows culture-image items; the endpoint with culture-image items: /api/CultureImage`,
    ]);
  });

  it('maps a job detail to career items, read one at a time', () => {
    const cfg = base();
    const job = block(cfg, 'job');
    job.b.source!.endpoint = '/api/Project/GetProjectBYSlugName';
    expect(real(cfg)).toEqual([
      `${job.at}: source.endpoint "/api/Project/GetProjectBYSlugName" returns project items, but props.kind "job" shows career items; the endpoint with career items: /api/Career/GetCareerBYSlugName`,
    ]);
  });

  it('lets a block whose source is optional go without one', () => {
    const cfg = base();
    delete block(cfg, 'downloads').b.source;
    expect(real(cfg)).toEqual([]);
  });

  it('gives footer blocks a readable prefix too', () => {
    const cfg = base();
    cfg.footer.blocks[0].source = { endpoint: '/api/HomePageVideo', method: 'GET', select: 'list' };
    expect(real(cfg)).toEqual([
      `footer › blocks[0] form-wizard#${cfg.footer.blocks[0].id}: source.select must be "first": a form-wizard block shows one item (select "first"), not a list, page by page (select "list")`,
      `footer › blocks[0] form-wizard#${cfg.footer.blocks[0].id}: source.endpoint "/api/HomePageVideo" answers with every item at once (select "array"), but a form-wizard block shows one item (select "first")`,
    ]);
  });
});
