/**
 * docs/adding-a-block.md's worked examples, as written there: each file's code fence is written
 * to a scratch folder two levels under src/ (where src/blocks/<name>/ is, so their imports reach
 * the real engine), type-checked with the repository's settings, and rendered.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { SomeBlockDefinition } from '../engine/types';
import { blockFiles, planBlock } from '../../scripts/new-block';
import { ok, pending, renderBlock, renderBlockLoading } from './renderBlock';
import { countPlaceholders } from './skeletons';
import { typeErrors } from './typecheck';

const root = process.cwd();
const guide = readFileSync(join(root, 'docs', 'adding-a-block.md'), 'utf8');

/** Each "**`src/blocks/<name>/<file>`**" heading and the code fence under it. */
const files = [...guide.matchAll(/^\*\*`src\/blocks\/([a-z0-9-]+\/[^`]+)`\*\*\n\n```(?:ts|tsx|css)\n([\s\S]*?)^```$/gm)].map(([, path, text]) => ({
  path: path!,
  text: text!,
}));

// A dot folder, so no other run's globs (tsc, eslint, vitest) pick it up.
const scratch = mkdtempSync(join(root, 'src', '.guide-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
for (const { path, text } of files) {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), text);
}

const load = async (name: string) => ((await import(/* @vite-ignore */ join(scratch, name, 'index.ts'))) as { default: SomeBlockDefinition }).default;

describe('docs/adding-a-block.md', { timeout: 180_000 }, () => {
  it('shows every file of both examples, as the scaffold makes a block folder', () => {
    const made = Object.keys(blockFiles(planBlock(join(root, 'no-such-root'), 'quote')));
    expect(files.filter((f) => f.path.startsWith('quote/')).map((f) => f.path.slice('quote/'.length))).toEqual(expect.arrayContaining(made));
    expect(files.filter((f) => f.path.startsWith('people-list/')).map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'people-list/schema.ts',
        'people-list/items.ts',
        'people-list/PeopleList.tsx',
        'people-list/index.ts',
        'people-list/PeopleList.test.tsx',
      ]),
    );
  });

  it('has examples that compile', () => {
    const code = files.filter((f) => /\.tsx?$/.test(f.path)).map((f) => join(scratch, f.path));
    expect(typeErrors(root, code)).toEqual([]);
  });

  it('has a quote block that renders its skeleton, then its props', async () => {
    const quote = await load('quote');
    const props = { text: 'We build lines that last.', author: 'Asha Rao' };
    const { container, unmount } = renderBlockLoading(quote, { props });
    expect(countPlaceholders(container)).toBe(1);
    unmount();
    await renderBlock(quote, { props });
    expect(screen.getByText('We build lines that last.')).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
  });

  it('has a people list that shows the kind its prop chose', async () => {
    const people = await load('people-list');
    const source = { endpoint: '/api/Testimonial', body: { pageIndex: 1, pageSize: 2 }, select: 'list' as const };
    const props = { kind: 'testimonial', heading: 'What clients say', skeletonCount: 2 };
    const loading = await renderBlock(people, { props, source, result: pending() });
    expect(countPlaceholders(loading.container)).toBe(2);
    loading.unmount();
    const said = { id: 7, name: 'R. Mehta', designation: 'CEO', customer: 'Gridco', image: null, videoUrl: null, message: 'On time.' };
    await renderBlock(people, { props, source, result: ok({ items: [said], nextPageAvailable: false }) });
    expect(screen.getByRole('listitem')).toHaveTextContent('“On time.” R. Mehta');
  });
});
