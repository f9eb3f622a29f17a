/** The island runtime's manifest, from a made-up build report: what the start file is told of the build. */
import { describe, expect, it } from 'vitest';
import type { BundleReport } from '../server/site/bundleReport';
import { islandsManifest } from './islands-manifest';

const chunk = (imports: string[] = []) => ({ gzip: 1, bytes: 1, isEntry: false, isDynamicEntry: false, imports, dynamicImports: [], css: [] });
const report: BundleReport = {
  entry: { file: 'static/entry.js', gzip: 1, imports: ['static/early.js'] },
  menu: { file: 'static/menu.js', gzip: 1 },
  blocks: {
    hero: { file: 'static/hero.js', gzip: 1, imports: ['static/gsap.js', 'static/react.js'] },
    'form-wizard': { file: 'static/form.js', gzip: 1, imports: ['static/early.js'] },
  },
  enhancements: { hero: { file: 'static/hero-enhance.js', gzip: 1, imports: [] } },
  chunks: {
    'static/entry.js': chunk(['static/early.js']),
    'static/early.js': chunk(['static/react.js']),
    'static/react.js': chunk(),
    'static/hero.js': chunk(['static/gsap.js', 'static/react.js']),
    'static/gsap.js': chunk(),
    'static/form.js': chunk(['static/early.js']),
  },
  css: {},
};

describe('the islands manifest', () => {
  it("names the app's entry, what it imports (all the way down, each file after what it imports), and each block's own chunks besides them", () => {
    expect(islandsManifest(report)).toEqual({
      entry: '/static/entry.js',
      vendor: ['/static/react.js', '/static/early.js'],
      blocks: { hero: ['/static/hero.js', '/static/gsap.js'], 'form-wizard': ['/static/form.js'] },
      menu: '/static/menu.js',
      enhance: { hero: '/static/hero-enhance.js' },
    });
  });
});
