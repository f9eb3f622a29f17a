// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fallingBack, localizeConfig, localizedHref, splitLocale, type Locale } from './locales';
import { configValidator } from '../../../tooling/config-check';

let validate: Awaited<ReturnType<typeof configValidator>>;
beforeAll(async () => {
  validate = await configValidator(process.cwd());
}, 60_000);

const locales: Locale[] = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr', fallback: 'en' },
  { code: 'ar', label: 'العربية', dir: 'rtl', fallback: 'en' },
];
const raw = () => JSON.parse(readFileSync(new URL('../../../pages.config.json', import.meta.url), 'utf8')) as Record<string, any>;

describe('locale routing', () => {
  it('reads the locale from the path prefix; the default has none', () => {
    expect(splitLocale('/es/projects', locales)).toMatchObject({ locale: { code: 'es' }, path: '/projects', base: '/es' });
    expect(splitLocale('/ar/', locales)).toMatchObject({ locale: { code: 'ar' }, path: '/', base: '/ar' });
    expect(splitLocale('/projects', locales)).toMatchObject({ locale: { code: 'en' }, path: '/projects', base: '' });
    // The default's code is no prefix: /en/projects is an unknown English page, not a second address.
    expect(splitLocale('/en/projects', locales)).toMatchObject({ locale: { code: 'en' }, path: '/en/projects' });
    expect(splitLocale('/esx', locales).base).toBe('');
  });

  it('links to the same page in another language, its query kept', () => {
    expect(localizedHref('/projects?page=2', 'es', locales)).toBe('/es/projects?page=2');
    expect(localizedHref('/blogs?category=2&page=3', 'en', locales)).toBe('/blogs?category=2&page=3');
  });
});

describe('translations', () => {
  it('resolves every text for one locale, falling back along its chain', () => {
    const config = { site: { locales }, heading: { en: 'Our Customers', es: 'Nuestros clientes' }, plain: 'Voltline', list: [{ en: 'A', ar: 'أ' }] };
    expect(localizeConfig(config, 'es')).toMatchObject({ heading: 'Nuestros clientes', plain: 'Voltline', list: ['A'] });
    expect(localizeConfig(config, 'ar')).toMatchObject({ heading: 'Our Customers', list: ['أ'] });
    expect(fallingBack(config, 'es')).toEqual([{ path: 'list[0]', from: 'en' }]);
  });

  it('the shipped config has every text in Spanish and Arabic; one removed heading is named with its path', async () => {
    const config = raw();
    expect(validate(config)).toEqual([]);
    expect(fallingBack(config, 'es')).toEqual([]);
    expect(fallingBack(config, 'ar')).toEqual([]);
    delete config.routes[0].blocks[2].props.heading.es;
    expect(fallingBack(config, 'es')).toEqual([{ path: 'routes[0].blocks[2].props.heading', from: 'en' }]);
  });

  it('fails the build naming the path and the locale when a chain resolves nowhere', async () => {
    const config = raw();
    config.routes[0].blocks[2].props.heading = { es: 'Proyectos destacados' };
    expect(validate(config)).toEqual([
      'routes[0] / › blocks[2] slider#featured-projects: props.heading has no text for locale "en" (the default, which every other locale falls back to)',
      'routes[0] / › blocks[2] slider#featured-projects: props.heading has no text for locale "ar", nor for its fallbacks (ar → en)',
    ]);
  });

  it('refuses a fallback that is not a locale', async () => {
    const config = raw();
    config.site.locales[1].fallback = 'fr';
    expect(validate(config)).toEqual(['site.locales[1].fallback: "fr" is not a locale of site.locales']);
  });
});
