/**
 * What a config version is worked into, once: the pieces each route's page carries (its styles,
 * inline or later, and how its code boots), which routes are indexed, and the forms of each
 * language read from the served config. A made-up build report and engine stand in for the build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteVersions, type SiteVersions } from '../test/siteVersions';
import type { BundleReport } from './bundleReport';
import type { PageTemplate, StartOptions } from './template';
import { pagePieces, type BlockTypes } from './versionView';

const chunk = (css: string[], imports: string[] = []) => ({ gzip: 1, bytes: 1, isEntry: false, isDynamicEntry: false, imports, dynamicImports: [], css });
const report: BundleReport = {
  entry: { file: 'static/entry.js', gzip: 1, imports: ['static/vendor.js'] },
  start: { file: 'static/start.js', gzip: 1 },
  blocks: {
    hero: { file: 'static/hero.js', gzip: 1, imports: [] },
    'form-wizard': { file: 'static/form.js', gzip: 1, imports: [] },
  },
  enhancements: { hero: { file: 'static/hero-enhance.js', gzip: 1, imports: [] } },
  chunks: {
    'static/entry.js': chunk(['static/entry.css'], ['static/vendor.js']),
    'static/vendor.js': chunk([]),
    'static/hero.js': chunk(['static/hero.css']),
    'static/form.js': chunk(['static/form.css']),
  },
  css: {},
};

/** What each route's start script was made with, read back from the script itself. */
const template: PageTemplate = {
  headIn: () => '<head>',
  bodyStart: '<body>',
  bodyEnd: '</body>',
  entryCss: '/static/entry.css',
  report,
  startScript:
    (options: StartOptions = {}) =>
    () =>
      JSON.stringify(options),
  inlineCss: (href: string) => `<style data-href="${href}"></style>`,
  pageBar: () => '<div class="bar"></div>',
};
const blocks: BlockTypes = {
  fillsScreen: (type) => type === 'hero',
  formTypes: (types) => types.filter((t) => t === 'form-wizard'),
};
const hosts = { apiUrl: 'https://api.example', contentUrl: 'https://content.example', mediaUrl: 'https://media.example' };

let site: SiteVersions;
beforeAll(async () => {
  site = await startSiteVersions(pagePieces(template, blocks, hosts));
});
afterAll(async () => {
  await site.close();
});

const routeIndex = (path: string) => site.live.current().served.shell.routes.findIndex((r) => r.path === path);
const startOf = (i: number) => JSON.parse(site.views.current().page.routePieces[i]!.start('n')) as StartOptions;

describe('a version view', () => {
  it('is worked out once per version', () => {
    const view = site.views.current();
    expect(site.views.of(site.live.current())).toBe(view);
    expect(view.page).toBe(view.page);
    expect(view.forms).toBe(view.forms);
  });

  it("inlines the first screen's styles, and boots a form page at its first paint", () => {
    const pieces = site.views.current().page.routePieces;
    expect(pieces).toHaveLength(site.config.routes.length);
    const contact = routeIndex('/contact');
    expect(pieces[contact]!.head).toContain('<style data-href="/static/entry.css"></style>');
    expect(pieces[contact]!.head).toContain('<style data-href="/static/form.css"></style>');
    expect(pieces[contact]!.head).not.toContain('<noscript');
    expect(startOf(contact)).toEqual({ immediate: true, atPaint: true });
  });

  it('leaves the styles below a block that fills the screen for later, linked for a browser without script', () => {
    const home = routeIndex('/');
    const { head } = site.views.current().page.routePieces[home]!;
    expect(head).toContain('<style data-href="/static/hero.css"></style>');
    expect(head).not.toContain('<style data-href="/static/form.css">');
    // The island runtime reads the later styles from this <noscript>, by its id.
    expect(head).toContain('<noscript id="__LATER__"><link rel="stylesheet" href="/static/form.css"></noscript>');
    expect(startOf(home)).toEqual({ immediate: false, atPaint: false });
  });

  it('indexes every route but the not-found page, and names the nonce in the policy', () => {
    const { indexable, policyFor } = site.views.current().page;
    expect(indexable[routeIndex('/404')]).toBe(false);
    expect(indexable[routeIndex('/')]).toBe(true);
    expect(policyFor('abc')).toContain("'nonce-abc'");
  });

  it("reads each language's forms from the served config: a Spanish page's form in Spanish", () => {
    const forms = site.views.current().forms;
    expect(forms.find('/es/contact', 'contact-form')).toMatchObject({ language: 'es', base: '/es' });
    const english = forms.find('/contact', 'contact-form');
    const spanish = forms.find('/es/contact', 'contact-form');
    expect(spanish?.props.submit.endpoint).toBe(english?.props.submit.endpoint);
    expect(spanish?.props.submit.labels).not.toEqual(english?.props.submit.labels);
    expect(JSON.stringify(spanish?.fields)).not.toBe(JSON.stringify(english?.fields));
  });
});
