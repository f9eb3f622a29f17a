/**
 * Test helpers: pages.config.json as the repository has it, and as one locale sees it.
 * The engine, the blocks and the head only ever get a config resolved for one locale
 * (translatable texts are `{en, es, ar}` objects in the file), so a test that renders or
 * reads texts takes `configIn('en')`; a test of the file itself (validation, publishing,
 * the sitemap's alternates) takes `rawConfig()`.
 */
import raw from '../../pages.config.json';
import { localizeConfig } from '../engine/config/locales';
import type { SiteConfig } from '../engine/types';

/** A fresh copy of the committed file, translations and all. */
export const rawConfig = (): SiteConfig => structuredClone(raw) as unknown as SiteConfig;

// The locale each config from configIn was resolved for: renderBlock reads it, so a block rendered
// with `configIn('es')` formats numbers and dates as Spanish too, not only its texts.
const resolvedFor = new WeakMap<SiteConfig, string>();

/** The committed config with every translatable text resolved for `code` (its fallback chain applied). */
export function configIn(code: string): SiteConfig {
  const config = localizeConfig(rawConfig(), code);
  resolvedFor.set(config, code);
  return config;
}

/** The locale `configIn` resolved this config for; undefined for any other config. */
export const localeOfConfig = (config: SiteConfig): string | undefined => resolvedFor.get(config);

/** The committed config in English, the texts the tests read. */
export const englishConfig = (): SiteConfig => configIn('en');
