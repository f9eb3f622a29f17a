import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../src/blocks/registry';
import type { BundleReport } from '../tooling/vite-plugins';
import { BUDGETS, firstLoadKb, totalKb } from '../tooling/budgets';
import { toShell } from '../src/engine/config/shell';
import { localeBase, localesOf } from '../src/engine/config/locales';
import type { SiteConfig } from '../src/engine/types';

const dist = join(process.cwd(), 'dist');
const report = JSON.parse(readFileSync(join(dist, 'bundle-report.json'), 'utf8')) as BundleReport;
const jsFiles = readdirSync(join(dist, 'static', 'js')).filter((f) => f.endsWith('.js'));

describe('the production bundle', () => {
  it('contains no ajv: config is validated at build time only', () => {
    for (const file of jsFiles) {
      const code = readFileSync(join(dist, 'static', 'js', file), 'utf8');
      // ajv by its name or its API, not any "ajv" run of letters (content hashes have them); checks compiled from schemas are not ajv.
      expect(/\bajv\b|strictTypes|addMetaSchema/i.test(code), file).toBe(false);
    }
  });

  it('has one lazy chunk per registered block type, apart from the entry', () => {
    expect(Object.keys(report.blocks).sort()).toEqual(Object.keys(registry).sort());
    const files = Object.values(report.blocks).map((b) => b.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain(report.entry.file);
    for (const file of files) expect(report.chunks[file]?.isDynamicEntry, file).toBe(true);
  });

  it('names only files the build wrote, so the server never preloads a missing chunk or stylesheet', () => {
    const named = new Set([
      report.entry.file,
      ...report.entry.imports,
      ...Object.values(report.chunks).flatMap((c) => [...c.imports, ...c.css]),
      ...Object.keys(report.chunks),
    ]);
    const missing = [...named].filter((file) => !existsSync(join(dist, file)));
    expect(missing).toEqual([]);
  });

  const config = JSON.parse(readFileSync(join(process.cwd(), 'pages.config.json'), 'utf8')) as SiteConfig;
  // Every language's pages (/es/, /ar/ ...), each from its own shell: the same budget wherever a visitor lands.
  const pages = localesOf(config).flatMap((l) =>
    toShell(config, l.code).routes.map((r) => ({ path: `${localeBase(l.code, localesOf(config))}${r.path}`, types: r.blockTypes })),
  );

  it('covers every language of the site', () => {
    expect(new Set(pages.map((p) => p.path))).toContain('/es/');
    expect(new Set(pages.map((p) => p.path))).toContain('/ar/');
  });

  it.each(pages)(`keeps first-load JavaScript of $path within ${BUDGETS.firstLoadKb} KB gzipped`, ({ path, types }) => {
    const kb = firstLoadKb(report, types);
    expect(kb, `first-load JavaScript budget (${BUDGETS.firstLoadKb} KB gzipped) broken on ${path}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(
      BUDGETS.firstLoadKb,
    );
  });

  it.each(localesOf(config).map((l) => ({ code: l.code, types: toShell(config, l.code).routes.find((r) => r.path === '/')!.blockTypes })))(
    `keeps the $code home page's total JavaScript within ${BUDGETS.homeTotalKb} KB gzipped`,
    ({ code, types }) => {
      const kb = totalKb(report, types);
      expect(kb, `${code} home total JavaScript budget (${BUDGETS.homeTotalKb} KB gzipped) broken: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(
        BUDGETS.homeTotalKb,
      );
    },
  );
});
