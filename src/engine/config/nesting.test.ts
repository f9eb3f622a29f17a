// @vitest-environment node
/**
 * Nested layout in the config, held by the one validator with the site's own block schemas: a
 * problem inside a slot is named by its whole path, a block a slot does not take is refused with what
 * the slot takes, slots count their blocks, and a nested block's props, translations and source are
 * checked as a route's own. A flat route stays valid as it is.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../content/endpoints';
import { loadBlockSchemas } from './blockSchemas';
import { blockOfProblem } from './place';
import { createConfigValidator } from './validate';

type Block = { type: string; id?: string; props?: Record<string, unknown>; source?: Record<string, unknown> };
type Config = { routes: { path: string; blocks: Block[] }[]; footer: { blocks: Block[] } };

const base = (): Config => JSON.parse(readFileSync(new URL('../../../pages.config.json', import.meta.url), 'utf8')) as Config;
let validate: (config: unknown) => string[];
beforeAll(async () => {
  validate = createConfigValidator(await loadBlockSchemas(process.cwd()), { api: apiContract });
});

const CSR = '/corporate-social-responsibility';
/** A committed block, found by its id anywhere in the config (its route's blocks or a slot's). */
function committed(id: string): Block {
  const all: Block[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Block;
      if (typeof o.type === 'string' && o.id === id) all.push(o);
      Object.values(o).forEach(walk);
    }
  };
  walk(base().routes);
  walk(base().footer);
  if (!all[0]) throw new Error(`no committed block "${id}"`);
  return structuredClone(all[0]);
}

/** The committed config with the CSR route's blocks replaced: an intro, then `blocks`. */
function csrWith(...blocks: Block[]): Config {
  const cfg = base();
  const route = cfg.routes.find((r) => r.path === CSR)!;
  route.blocks = [route.blocks[0]!, ...blocks];
  return cfg;
}
const prefix = () => `routes[${base().routes.findIndex((r) => r.path === CSR)}] ${CSR}`;

const story = () => committed('company-story');
const section = (content: Block[], extra: Record<string, unknown> = {}): Block => ({
  type: 'section',
  id: 'impact',
  props: { background: 'tint', ...extra, content },
});
const columns = (...cols: Block[][]): Block => ({ type: 'columns', props: { columns: cols } });

describe('nested layout in the config', () => {
  it('accepts the committed config, whose CSR and smart-meters pages nest, and the same routes flat', () => {
    expect(validate(base())).toEqual([]);
    const flat = base();
    for (const route of flat.routes) {
      route.blocks = route.blocks.flatMap((b) => {
        const slots = Object.values(b.props ?? {}).filter(Array.isArray) as unknown[][];
        return b.type === 'section' || b.type === 'columns' ? (slots.flat(2) as Block[]) : [b];
      });
    }
    expect(JSON.stringify(flat)).not.toContain('"type":"section"');
    expect(validate(flat)).toEqual([]);
  });

  it('names a problem deep in a slot by its whole path', () => {
    const bad = story();
    delete bad.id;
    bad.props = { ...bad.props, headng: 'x' };
    const problems = validate(csrWith(section([columns([{ ...story(), id: 'left' }], [committed('csr-impact'), committed('csr-foundation'), bad])])));
    expect(problems).toEqual([
      `${prefix()} › blocks[1] section#impact › content[0] columns › columns[1][2] media-text: props must not have property "headng" (did you mean "heading"?)`,
    ]);
    // The studio files it under the route's block it is in, its place kept.
    expect(blockOfProblem(problems[0]!)).toEqual({
      block: `routes[${base().routes.findIndex((r) => r.path === CSR)}].blocks[1]`,
      rest: 'content[0] columns › columns[1][2] media-text: props must not have property "headng" (did you mean "heading"?)',
    });
  });

  it('refuses a block a slot does not take, saying what the slot takes', () => {
    const hero = committed('hero');
    const problems = validate(
      csrWith(columns([story()], [hero]), section([section([story()])]), section([columns([columns([story()], [story()])], [story()])])),
    );
    const inColumn = problems.find((p) => p.includes('columns[1][0] hero'));
    expect(inColumn).toMatch(/^routes\[\d+\] \/corporate-social-responsibility › blocks\[1\] columns#b1 › columns\[1\]\[0\] hero#hero: cannot go here: /);
    expect(inColumn).toContain('the "columns" slot of columns takes content blocks (');
    expect(inColumn).toContain('media-text');
    expect(inColumn!.split('takes')[1]).not.toMatch(/\bhero\b|\bsection\b|\bcolumns\b|\bdetail\b/);
    // A section in a section, columns in columns: the same refusal.
    expect(problems).toContainEqual(
      expect.stringMatching(
        /› blocks\[2\] section#impact › content\[0\] section#impact: cannot go here: the "content" slot of section takes "columns" or content blocks \(/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/› content\[0\] columns › columns\[0\]\[0\] columns: cannot go here: the "columns" slot of columns takes content blocks/),
    );
  });

  it('holds each slot to its minimum and maximum, and columns to two to four', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ ...story(), id: `s${i}` }));
    const problems = validate(
      csrWith(
        section([]),
        columns([story()]),
        columns([story()], [], many.slice(0, 1)),
        columns(...Array.from({ length: 5 }, () => [story()])),
        columns(many, [story()]),
      ),
    );
    const p = prefix();
    expect(problems).toContain(`${p} › blocks[1] section#impact: props.content holds 0 blocks: "content" takes at least 1`);
    expect(problems).toContain(`${p} › blocks[2] columns#b2: props.columns must not have fewer than 2 items`);
    expect(problems).toContain(`${p} › blocks[3] columns#b3: props.columns[1] holds 0 blocks: each list of "columns" takes at least 1`);
    expect(problems).toContain(`${p} › blocks[4] columns#b4: props.columns must not have more than 4 items`);
    expect(problems).toContain(`${p} › blocks[5] columns#b5: props.columns[0] holds 7 blocks: each list of "columns" takes at most 6`);
  });

  it("checks a nested block's source as a route's own", () => {
    const withoutSource = committed('announcements');
    delete withoutSource.source;
    const wrongCall = { ...committed('featured-projects'), source: { endpoint: '/api/Announcement', body: { pageIndex: 1, pageSize: 3 }, select: 'list' } };
    const problems = validate(csrWith(section([columns([withoutSource], [wrongCall])])));
    expect(problems).toContainEqual(
      expect.stringMatching(/› blocks\[1\] section#impact › content\[0\] columns › columns\[0\]\[0\] announcements#announcements: source must be given: /),
    );
    expect(problems).toContainEqual(expect.stringMatching(/› columns\[1\]\[0\] slider#featured-projects: source/));
  });

  it('checks translations inside nested blocks as any others', () => {
    const untranslated = story();
    untranslated.props = { ...untranslated.props, heading: { es: 'Nuestra historia' } };
    const problems = validate(csrWith(section([columns([untranslated], [committed('csr-impact')])])));
    expect(problems).toContainEqual(
      expect.stringMatching(/› content\[0\] columns › columns\[0\]\[0\] media-text#company-story: props\.heading has no text for locale "en"/),
    );
  });

  it("keeps ids unique across the whole tree, and lets a nested block use another block's data", () => {
    const problems = validate(csrWith(section([story()]), { ...story(), type: 'media-text' }));
    expect(problems).toContainEqual(expect.stringMatching(/› blocks\[2\] media-text#company-story: id "company-story" is also the id of another block/));
    const uses = { ...committed('featured-projects'), id: 'uses' };
    uses.source = { endpoint: '/api/Project/GetAllProject', body: { pageIndex: 1, pageSize: '{blocks.nowhere.id}' }, select: 'list' };
    expect(validate(csrWith(section([uses])))).toContainEqual(
      expect.stringMatching(/› content\[0\] slider#uses: source\.body\.pageSize refers to block "nowhere"/),
    );
  });
});

describe("docs/editing.md's worked example", () => {
  const docs = readFileSync(new URL('../../../docs/editing.md', import.meta.url), 'utf8');
  const example = () =>
    JSON.parse(/### Worked example — a page with a section and two columns[\s\S]*?```json\n([\s\S]*?)\n```/.exec(docs)![1]!) as Config['routes'][number];

  it('is a valid page, and a mistake in it is worded as the guide says', () => {
    const cfg = base();
    cfg.routes.push(example());
    expect(validate(cfg)).toEqual([]);
    const picture = (cfg.routes.at(-1)!.blocks[1]!.props!.content as Block[])[0]!.props!.columns as Block[][];
    delete (picture[1]![0]!.props!.sections as { image: { width?: number } }[])[0]!.image.width;
    const [problem] = validate(cfg);
    expect(docs).toContain(problem);
    expect(problem).toBe(
      `routes[${cfg.routes.length - 1}] /middle-east-expo › blocks[1] section#expo › content[0] columns › columns[1][0] rich-text: props.sections[0].image must have property "width"`,
    );
  });
});
