/** A new language for the site, as the Site settings add it: checked, then appended to site.locales. */
import { LOCALE_CODE, localesOf, type Locale } from '../../../src/engine/config/locales';
import type { SiteConfig } from '../../../src/engine/types';

export interface LocaleDraft {
  code: string;
  label: string;
  dir: 'ltr' | 'rtl';
  fallback: string;
}

/** What is wrong with a draft, by field: empty when it can be added. */
export function localeDraftProblems(draft: LocaleDraft, locales: readonly Locale[]): Partial<Record<keyof LocaleDraft, string>> {
  const problems: Partial<Record<keyof LocaleDraft, string>> = {};
  const code = draft.code.trim();
  if (!LOCALE_CODE.test(code)) problems.code = 'Use a language code of 2 or 3 lowercase letters, optionally with a region: "fr", "pt-BR".';
  else if (locales.some((l) => l.code === code)) problems.code = `The site already has the locale "${code}".`;
  if (!draft.label.trim()) problems.label = 'Name the language in its own language, e.g. "Français".';
  if (!locales.some((l) => l.code === draft.fallback)) problems.fallback = 'Choose a language of the site to fall back to.';
  return problems;
}

/** The config with the locale added last (the first stays the default). */
export function withLocale(config: SiteConfig, draft: LocaleDraft): SiteConfig {
  const locale: Locale = { code: draft.code.trim(), label: draft.label.trim(), dir: draft.dir, fallback: draft.fallback };
  return { ...config, site: { ...config.site, locales: [...localesOf(config), locale] } } as SiteConfig;
}
