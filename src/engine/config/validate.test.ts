// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointKinds } from '../../content/endpoints';
import { loadBlockSchemas } from './blockSchemas';
import { createConfigValidator } from './validate';

const base = () => JSON.parse(readFileSync(new URL('../../../pages.config.json', import.meta.url), 'utf8'));

const schemas = {
  slider: {
    type: 'object',
    additionalProperties: false,
    required: ['speed'],
    properties: { speed: { type: 'number' }, item: { enum: ['project-card', 'logo'] } },
  },
  'page-intro': { type: 'object', required: ['heading'], properties: { heading: { type: 'string' } } },
  'message-page': { type: 'object' },
};

const validate = createConfigValidator(schemas);

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

  it('names the JSON path, the block type and what was expected for a wrong prop type', () => {
    const problems = validate(
      withBlocks([
        { type: 'page-intro', props: { heading: 'x' } },
        { type: 'slider', props: { speed: '800' } },
      ]),
    );
    expect(problems).toEqual(['routes[3].blocks[1] (slider): props.speed must be number']);
  });

  it('reports missing and unknown props and enum values', () => {
    const problems = validate(withBlocks([{ type: 'slider', props: { item: 'card', colour: 'red' } }]));
    expect(problems).toContain('routes[3].blocks[0] (slider): props must have property "speed"');
    expect(problems).toContain('routes[3].blocks[0] (slider): props must not have property "colour"');
    expect(problems).toContain('routes[3].blocks[0] (slider): props.item must be one of "project-card", "logo"');
  });

  it('rejects an unknown block type and suggests the nearest', () => {
    const problems = validate(withBlocks([{ type: 'slidr', props: {} }]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^routes\[3\]\.blocks\[0\]: unknown block type "slidr" \(did you mean "slider"\?\)/);
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
      "footer.blocks[1] (message-page): a footer block needs an id (it shares every page with the route's blocks)",
      'routes[3].blocks[0] (page-intro): block id "signup" is also a footer block\'s, on every page',
      'routes[3].blocks[1] (page-intro): block id "b0" is the name of a block without an id; choose another',
    ]);
  });

  it('rejects duplicate paths, counting {brand} expansion', () => {
    const cfg = withBlocks([]);
    cfg.routes[5].path = '/voltline-story';
    expect(validate(cfg)).toContainEqual(expect.stringMatching(/^routes\[5\]\.path: duplicate path "\/voltline-story" \(also routes\[1\]\.path\)/));
  });

  it('rejects links to routes that do not exist, anywhere in the config', () => {
    const cfg = withBlocks([]);
    cfg.header.topStrip.push({ label: 'Old', href: '/old-page' });
    cfg.footer.columns[0].links[0].href = '/projects/some-slug';
    const problems = validate(cfg);
    expect(problems).toContain(`header.topStrip[${cfg.header.topStrip.length - 1}].href: link "/old-page" points to no route`);
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
    expect(problems).toContain('routes[3].blocks[0] (slider): source.body.slugName uses route parameter "slug", which the route /leadership does not have');
    expect(problems).toContain('routes[3].blocks[1] (slider): source.body.projectId refers to block "two", which is not on this page');
    expect(problems).toContain('routes[3].blocks[2] (slider): source.body.x "{nonsense}" is not a template like "{params.slug}" or "{blocks.<id>.<field>}"');
  });

  it("checks that a route's sitemap source fills one of its parameters", () => {
    const cfg = withBlocks([]);
    expect(cfg.routes[7].path).toBe('/projects/:slug');
    cfg.routes[7].sitemap.param = 'id';
    cfg.routes[6].sitemap = { ...cfg.routes[7].sitemap, param: 'slug' };
    const problems = validate(cfg);
    expect(problems).toContain('routes[7].sitemap.param: "id" is not a parameter of /projects/:slug (it has "slug")');
    expect(problems).toContain(
      'routes[6].sitemap.param: "slug" is not a parameter of /projects (it has none; a route without parameters is listed as it is, so leave out sitemap)',
    );
    expect(problems).toHaveLength(2);
  });

  it("reports a value that fits none of a oneOf's shapes once, and the shape it was written as by its own complaints", () => {
    const cfg = withBlocks([]);
    cfg.routes[12].sitemap = 'no';
    delete cfg.routes[7].sitemap.param;
    expect(validate(cfg)).toEqual(['routes[7].sitemap must have property "param"', 'routes[12].sitemap must be false or an object']);
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

// Each test compiles the whole config schema, seconds on a busy machine.
describe('what a block shows against what its endpoint returns', { timeout: 30_000 }, () => {
  const root = new URL('../../../', import.meta.url).pathname;
  const real = async () => createConfigValidator(await loadBlockSchemas(root), { endpointKinds });
  /** Every committed block with a source, with the route it sits on. */
  const sourced = (cfg: ReturnType<typeof base>) =>
    (cfg.routes as { blocks: { type: string; props?: Record<string, unknown>; source?: { endpoint: string } }[] }[]).flatMap((r, ri) =>
      r.blocks.flatMap((b, bi) => (b.source ? [{ b, where: `routes[${ri}].blocks[${bi}]` }] : [])),
    );

  it('passes the committed config, where every block is bound to a call of its kind', async () => {
    expect((await real())(base())).toEqual([]);
  });

  it('names the prop that chose the kind, and the endpoints that would fit, when a slider of logos is bound to the testimonials', async () => {
    const cfg = base();
    const { b, where } = sourced(cfg).find(({ b }) => b.props?.item === 'logo')!;
    b.source!.endpoint = '/api/Testimonial';
    expect((await real())(cfg)).toEqual([
      `${where} (slider): source.endpoint "/api/Testimonial" returns testimonial items, but props.item "logo" shows client items (the endpoint with client items: /api/Client/GetAllClients)`,
    ]);
  });

  it('names the block type when the kind is fixed, and lists every endpoint of that kind', async () => {
    const cfg = base();
    const { b, where } = sourced(cfg).find(({ b }) => b.type === 'gallery')!;
    b.source!.endpoint = '/api/Newsroom/GetAllNews';
    const { b: docs, where: docsAt } = sourced(cfg).find(({ b }) => b.type === 'document-list')!;
    docs.source!.endpoint = '/api/Career/GetAllCareers';
    expect((await real())(cfg)).toEqual([
      `${docsAt} (document-list): source.endpoint "/api/Career/GetAllCareers" returns career items, but a document-list block shows document items (endpoints with document items: /api/Download, /api/AnnualReturns/GetAllAnnualReturns)`,
      `${where} (gallery): source.endpoint "/api/Newsroom/GetAllNews" returns news items, but a gallery block shows culture-image items (the endpoint with culture-image items: /api/CultureImage)`,
    ]);
  });

  it('maps a job detail to career items, and leaves endpoints it does not know to the API', async () => {
    const cfg = base();
    const job = sourced(cfg).find(({ b }) => b.type === 'detail' && b.props?.kind === 'job')!;
    job.b.source!.endpoint = '/api/Project/GetProjectBYSlugName';
    const news = sourced(cfg).find(({ b }) => b.type === 'paginated-list' && b.props?.kind === 'news')!;
    news.b.source!.endpoint = '/api/Newsroom/GetAllNewsV2';
    expect((await real())(cfg)).toEqual([
      `${job.where} (detail): source.endpoint "/api/Project/GetProjectBYSlugName" returns project items, but props.kind "job" shows career items (endpoints with career items: /api/Career/GetAllCareers, /api/Career/GetCareerBYSlugName)`,
    ]);
  });
});
