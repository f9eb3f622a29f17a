// @vitest-environment node
/**
 * writeSchemas on a copy of the repository's block schemas and editor schemas: what lint's
 * check reports, and what the build and the config check write.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSchemas } from './schemas';

const root = process.cwd();
let copy: string;
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'schemas-'));
  for (const path of ['package.json', 'tsconfig.json', 'pages.config.json', 'src', 'schemas']) cpSync(join(root, path), join(copy, path), { recursive: true });
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const hero = () => join(copy, 'schemas', 'blocks', 'hero.schema.json');
const gone = () => join(copy, 'schemas', 'blocks', 'gone.schema.json');

// Loading every block's schema through tsx takes seconds on a busy machine.
describe('writeSchemas', { timeout: 120_000 }, () => {
  it('reports nothing for current files, and only reports when checking', async () => {
    expect(await writeSchemas(copy, { check: true })).toEqual({ written: [], removed: [] });
    const original = readFileSync(hero(), 'utf8');
    unlinkSync(hero());
    writeFileSync(join(copy, 'schemas', 'pages.config.schema.json'), '{}\n');
    writeFileSync(gone(), '{}\n');
    expect(await writeSchemas(copy, { check: true })).toEqual({
      written: ['blocks/hero.schema.json', 'pages.config.schema.json'],
      removed: ['blocks/gone.schema.json'],
    });
    expect(existsSync(hero())).toBe(false);
    expect(existsSync(gone())).toBe(true);

    expect(await writeSchemas(copy)).toEqual({ written: ['blocks/hero.schema.json', 'pages.config.schema.json'], removed: ['blocks/gone.schema.json'] });
    expect(readFileSync(hero(), 'utf8')).toBe(original);
    expect(readFileSync(join(copy, 'schemas', 'pages.config.schema.json'), 'utf8')).toBe(
      readFileSync(join(root, 'schemas', 'pages.config.schema.json'), 'utf8'),
    );
    expect(existsSync(gone())).toBe(false);
    expect(await writeSchemas(copy, { check: true })).toEqual({ written: [], removed: [] });
  });
});
