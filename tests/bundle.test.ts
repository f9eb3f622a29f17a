import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../src/blocks/registry';
import type { BundleReport } from '../scripts/vite-plugins';

const dist = join(process.cwd(), 'dist');
const report = JSON.parse(readFileSync(join(dist, 'bundle-report.json'), 'utf8')) as BundleReport;
const jsFiles = readdirSync(join(dist, 'static', 'js')).filter((f) => f.endsWith('.js'));

describe('the production bundle', () => {
  it('contains no ajv: config is validated at build time only', () => {
    for (const file of jsFiles) {
      const code = readFileSync(join(dist, 'static', 'js', file), 'utf8');
      expect(/ajv/i.test(code), file).toBe(false);
    }
  });

  it('has one lazy chunk per registered block type, apart from the entry', () => {
    expect(Object.keys(report.blocks).sort()).toEqual(Object.keys(registry).sort());
    const files = Object.values(report.blocks).map((b) => b.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain(report.entry.file);
    for (const file of files) expect(report.chunks[file]?.isDynamicEntry, file).toBe(true);
  });
});
