import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { SomeBlockDefinition } from '../src/engine/types';
import { failed, ok, pending, renderBlock, renderBlockLoading } from '../src/test/renderBlock';
import { countPlaceholders } from '../src/test/skeletons';
import { typeErrors } from '../src/test/typecheck';
import { blockFiles, planBlock, register, scaffoldBlock } from './new-block';

const root = process.cwd();
const registryText = readFileSync(join(root, 'src', 'blocks', 'registry.ts'), 'utf8');
// A root without blocks: names are planned as for a fresh tree, whatever src/blocks holds now.
const fresh = join(tmpdir(), 'new-block-no-such-root');
/** The registry's shape, with a few blocks: registering is tested on a file that does not change under the test. */
const sample = `import type { Registry } from '../engine/registry';
import cardList from './card-list';
import hero from './hero';
import slider from './slider';

/** Every block type, one line each. */
export const registry = {
  'card-list': cardList,
  hero,
  slider,
} satisfies Registry;
`;

// Generated blocks are written two levels under src/ (as src/blocks/<name>/ is), so their
// relative imports reach the real engine; a dot folder, so no other run's globs pick it up.
const scratch = mkdtempSync(join(root, 'src', '.new-block-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writeBlock(name: string, data?: string): string[] {
  const dir = join(scratch, name);
  mkdirSync(dir);
  return Object.entries(blockFiles(planBlock(fresh, name, data))).map(([file, text]) => {
    writeFileSync(join(dir, file), text);
    return join(dir, file);
  });
}

const load = async (name: string) => ((await import(/* @vite-ignore */ join(scratch, name, 'index.ts'))) as { default: SomeBlockDefinition }).default;

describe('npm run new:block: refusing what would not work', () => {
  it.each(['Faq', 'team_grid', 'team--grid', '-faq', 'faq-', '1faq', 'fa q', ''])('refuses "%s", asking for kebab-case', (name) => {
    expect(() => planBlock(root, name)).toThrow(`"${name}" is not a block name: use kebab-case`);
  });

  it('refuses a block that exists, naming its folder', () => {
    expect(() => planBlock(root, 'hero')).toThrow('src/blocks/hero already exists');
  });

  it('refuses a kind the site does not have, listing the ones it does', () => {
    expect(() => planBlock(fresh, 'faq', 'newz')).toThrow(/--data "newz" is not a content kind; the kinds are: announcement, .*news/);
  });

  it('names a block in the registry by its camelCase import', () => {
    expect(planBlock(fresh, 'team-grid')).toMatchObject({ name: 'team-grid', pascal: 'TeamGrid', camel: 'teamGrid' });
  });
});

describe('npm run new:block: registering', () => {
  it('adds the import and the key, each in alphabetical place, and nothing else', () => {
    const out = register(sample, planBlock(fresh, 'faq'));
    expect(out).toBe(
      sample.replace("import hero from './hero';", "import faq from './faq';\nimport hero from './hero';").replace('  hero,', '  faq,\n  hero,'),
    );
  });

  it('quotes a kebab-case key and places first and last names at the ends', () => {
    const first = register(sample, planBlock(fresh, 'aa-first')).split('\n');
    expect(first[1]).toBe("import aaFirst from './aa-first';");
    expect(first[first.indexOf('export const registry = {') + 1]).toBe("  'aa-first': aaFirst,");
    const last = register(sample, planBlock(fresh, 'zz-last')).split('\n');
    expect(last[last.indexOf("import slider from './slider';") + 1]).toBe("import zzLast from './zz-last';");
    expect(last[last.indexOf('} satisfies Registry;') - 1]).toBe("  'zz-last': zzLast,");
  });

  it('finds its place in the real registry.ts', () => {
    const out = register(registryText, planBlock(fresh, 'zz-last'));
    expect(out).toContain("import zzLast from './zz-last';");
    expect(out).toContain("  'zz-last': zzLast,\n} satisfies Registry;");
  });

  it('writes the folder and the registration under the root it is given', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'new-block-'));
    try {
      mkdirSync(join(tmp, 'src', 'blocks'), { recursive: true });
      writeFileSync(join(tmp, 'src', 'blocks', 'registry.ts'), registryText);
      const written = scaffoldBlock(tmp, planBlock(tmp, 'team-grid', 'leader'));
      expect(() => planBlock(tmp, 'team-grid')).toThrow('src/blocks/team-grid already exists');
      expect(readdirSync(join(tmp, 'src', 'blocks', 'team-grid')).sort()).toEqual(
        ['Skeleton.tsx', 'TeamGrid.test.tsx', 'TeamGrid.tsx', 'index.ts', 'schema.ts', 'team-grid.css'].sort(),
      );
      expect(written).toContain('src/blocks/registry.ts');
      expect(readFileSync(join(tmp, 'src', 'blocks', 'registry.ts'), 'utf8')).toContain("  'team-grid': teamGrid,");
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

// Type-checking reads much of src/ for its types: seconds, more on a busy machine.
describe('npm run new:block: what it makes', { timeout: 180_000 }, () => {
  it('compiles, for a static block and for blocks bound to a list and to an array of a kind', () => {
    const files = [...writeBlock('static-check'), ...writeBlock('list-check', 'news'), ...writeBlock('array-check', 'home-video')];
    expect(
      typeErrors(
        root,
        files.filter((f) => /\.tsx?$/.test(f)),
      ),
    ).toEqual([]);
  });

  it('gives its schema a title, a description and the binding its definition has', async () => {
    writeBlock('schema-check', 'news');
    const { schema, binding } = (await import(/* @vite-ignore */ join(scratch, 'schema-check', 'schema.ts'))) as {
      schema: { title: string; description: string; 'x-binding': unknown };
      binding: unknown;
    };
    expect(schema.title).toBe('schema-check');
    expect(schema.description.length).toBeGreaterThan(20);
    expect(schema['x-binding']).toEqual({ source: 'required', select: 'list', shows: 'news' });
    expect(schema['x-binding']).toBe(binding);
  });

  it('a static block: the skeleton while its code loads, then its props', async () => {
    writeBlock('static-render');
    const def = await load('static-render');
    const props = { heading: 'Questions', text: 'Answers below.' };
    const { container, unmount } = renderBlockLoading(def, { props });
    expect(countPlaceholders(container)).toBe(1);
    unmount();
    await renderBlock(def, { props });
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByText('Answers below.')).toBeInTheDocument();
  });

  it('a data-bound block: one placeholder per item awaited, kept on failure, then one line per item', async () => {
    writeBlock('data-render', 'news');
    const def = await load('data-render');
    const props = { heading: 'News', skeletonCount: 2 };
    const source = { endpoint: '/api/Newsroom/GetAllNews', body: { pageIndex: 1, pageSize: 2 }, select: 'list' as const };
    const loading = await renderBlock(def, { props, source, result: pending() });
    expect(countPlaceholders(loading.container)).toBe(2);
    loading.unmount();
    const failing = await renderBlock(def, { props, source, result: failed() });
    expect(countPlaceholders(failing.container)).toBe(2);
    failing.unmount();
    const news = (n: number) => ({ id: n, slug: `n${n}`, image: '/n.jpg', title: `Headline ${n}`, date: '1 Mar 2026' });
    await renderBlock(def, { props, source, result: ok({ items: [news(1), news(2)], nextPageAvailable: false }) });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Headline 1', 'Headline 2']);
  });
});
