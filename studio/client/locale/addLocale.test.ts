import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/engine/config/locales';
import type { SiteConfig } from '../../../src/engine/types';
import { localeDraftProblems, withLocale, type LocaleDraft } from './addLocale';

const locales: Locale[] = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr', fallback: 'en' },
];
const french: LocaleDraft = { code: 'fr', label: 'Français', dir: 'ltr', fallback: 'en' };

describe('localeDraftProblems', () => {
  it('accepts a new code with a label and a fallback of the site', () => {
    expect(localeDraftProblems(french, locales)).toEqual({});
    expect(localeDraftProblems({ ...french, code: 'pt-BR', fallback: 'es' }, locales)).toEqual({});
  });

  it('names a malformed or taken code, a missing label and an unknown fallback', () => {
    expect(localeDraftProblems({ ...french, code: 'French' }, locales).code).toMatch(/language code/);
    expect(localeDraftProblems({ ...french, code: 'es' }, locales).code).toBe('The site already has the locale "es".');
    expect(localeDraftProblems({ ...french, label: ' ' }, locales).label).toMatch(/own language/);
    expect(localeDraftProblems({ ...french, fallback: 'de' }, locales).fallback).toMatch(/fall back/);
  });
});

describe('withLocale', () => {
  it('appends the locale to site.locales, the default staying first', () => {
    const config = { site: { brand: 'Voltline', locales } } as unknown as SiteConfig;
    expect(withLocale(config, { ...french, code: ' fr ' }).site.locales).toEqual([...locales, { code: 'fr', label: 'Français', dir: 'ltr', fallback: 'en' }]);
  });

  it('writes the implicit English default out when the config had no locales', () => {
    const config = { site: { brand: 'Voltline' } } as unknown as SiteConfig;
    expect(withLocale(config, french).site.locales?.map((l) => l.code)).toEqual(['en', 'fr']);
  });
});
