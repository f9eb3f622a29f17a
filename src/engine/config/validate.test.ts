// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
    const problems = validate(withBlocks([{ type: 'page-intro', props: { heading: 'x' } }, { type: 'slider', props: { speed: '800' } }]));
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

  it('checks that a route\'s sitemap source fills one of its parameters', () => {
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

  it('reports a value that fits none of a oneOf\'s shapes once, and the shape it was written as by its own complaints', () => {
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
