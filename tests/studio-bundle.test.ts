/**
 * The studio is development tooling: nothing of it reaches the site's bundles or its
 * server, and nothing of the site depends on it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BundleReport } from '../tooling/vite-plugins';

const root = process.cwd();
const dist = join(root, 'dist');

function files(dir: string, match: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, match) : match.test(name) ? [path] : [];
  });
}

/** Strings only the studio's code holds: its preview protocol, its outline mark and its save button. */
const STUDIO_MARKERS = ['__STUDIO_PREVIEW__', 'data-studio-selected', 'Write pages.config.json', '/api/edit'];

describe('the studio stays out of the site', () => {
  it('has none of its code in any chunk of the bundle report, nor in the server renderer', () => {
    const report = JSON.parse(readFileSync(join(dist, 'bundle-report.json'), 'utf8')) as BundleReport;
    const built = [...Object.keys(report.chunks).map((f) => join(dist, f)), ...files(join(dist, 'server'), /\.js$/)];
    expect(built.length).toBeGreaterThan(10);
    for (const file of built) {
      const code = readFileSync(file, 'utf8');
      for (const marker of STUDIO_MARKERS) expect(code.includes(marker), `${relative(root, file)} holds "${marker}"`).toBe(false);
    }
    // The markers are the studio's own: a test that looked for strings nobody writes would pass for nothing.
    const studio = files(join(root, 'studio'), /\.tsx?$/)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const marker of STUDIO_MARKERS) expect(studio.includes(marker), marker).toBe(true);
  });

  it('is imported by nothing in src/, server/, scripts/ or tooling/', () => {
    const sources = ['src', 'server', 'scripts', 'tooling'].flatMap((d) => files(join(root, d), /\.(ts|tsx)$/));
    for (const file of sources) {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
      expect(
        specifiers.filter((s) => /(^|\/)studio(\/|$)/.test(s)),
        relative(root, file),
      ).toEqual([]);
    }
  });
});
