/**
 * Languages of the site. A translatable text in pages.config.json is either a plain string
 * (the same in every language) or an object with one key per locale code:
 * `{"en": "Our Customers", "es": "Nuestros clientes", "ar": "عملاؤنا"}`. A locale without a
 * value of its own follows its fallback chain (es → en). The config is resolved once per
 * locale (`localizeConfig`), so the engine, the blocks and a page see plain strings only, and
 * a page carries its own language's texts and no other.
 * Pure functions: the build, the site server, the browser and the studio share them.
 */

export interface Locale {
  /** BCP 47 language code: "en", "es", "ar". */
  code: string;
  /** The language's name in that language ("Español"), as the switcher shows it. */
  label: string;
  dir: 'ltr' | 'rtl';
  /** The locale whose text is shown where this one has none (none for the default). */
  fallback?: string;
  /** Open Graph's language_TERRITORY form ("es_LA"); the code by default. */
  ogLocale?: string;
}

/** A config without locales speaks English only, as before languages existed. */
export const DEFAULT_LOCALES: readonly Locale[] = [{ code: 'en', label: 'English', dir: 'ltr' }];

export const LOCALE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

export function localesOf(config: { site?: { locales?: readonly Locale[] } } | null | undefined): readonly Locale[] {
  const given = config?.site?.locales;
  return given && given.length ? given : DEFAULT_LOCALES;
}

/** The first locale is the default: served without a prefix, and the end of every fallback chain. */
export const defaultLocale = (locales: readonly Locale[]): Locale => locales[0] ?? DEFAULT_LOCALES[0]!;

export type TextValues = Record<string, string>;

/** Whether a value is a text with one value per locale (an object keyed by locale codes only). */
export function isTranslation(value: unknown, codes: ReadonlySet<string>): value is TextValues {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  // A non-array object, checked above: its keys index it.
  return keys.length > 0 && keys.every((k) => codes.has(k) && typeof (value as Record<string, unknown>)[k] === 'string');
}

/** The locales tried for `code`, in order: itself, then its fallbacks (a cycle stops at the repeat). */
export function fallbackChain(code: string, locales: readonly Locale[]): string[] {
  const chain: string[] = [];
  let at: string | undefined = code;
  while (at && !chain.includes(at)) {
    chain.push(at);
    at = locales.find((l) => l.code === at)?.fallback;
  }
  return chain;
}

/** The text for a locale and the locale it came from; undefined when no locale of the chain has one. */
export function resolveText(value: TextValues, code: string, locales: readonly Locale[]): { text: string; from: string } | undefined {
  for (const at of fallbackChain(code, locales)) {
    const text = value[at];
    if (typeof text === 'string') return { text, from: at };
  }
  return undefined;
}

/**
 * The config as one locale sees it: every translatable text replaced by its value for the
 * locale. The validator has checked that every chain resolves; a text that would not (an
 * unchecked config) becomes "".
 */
export function localizeConfig<T>(config: T, code: string): T {
  // Any config shape: localesOf reads only site.locales, and falls back to English without them.
  const locales = localesOf(config as { site?: { locales?: Locale[] } });
  const codes = new Set(locales.map((l) => l.code));
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (isTranslation(value, codes)) return resolveText(value, code, locales)?.text ?? '';
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  // The same config with each translation resolved to its text, which is what T's types say (see localizedSchema).
  return walk(config) as T;
}

export interface TextUse {
  /** Where the text is, as the validator names paths: routes[0].blocks[2].props.heading */
  path: string;
  /** The locale whose value is shown instead, or null when none of the chain has one. */
  from: string | null;
}

/** Every translatable text that has no value of its own for `code` (a translator's worklist). */
export function fallingBack(config: unknown, code: string): TextUse[] {
  // Any config shape: localesOf reads only site.locales, and falls back to English without them.
  const locales = localesOf(config as { site?: { locales?: Locale[] } });
  const codes = new Set(locales.map((l) => l.code));
  const out: TextUse[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (isTranslation(value, codes)) {
      if (typeof value[code] !== 'string') out.push({ path, from: resolveText(value, code, locales)?.from ?? null });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  walk(config, '');
  return out;
}

/** "/es" for a locale served under a prefix, "" for the default. */
export function localeBase(code: string, locales: readonly Locale[]): string {
  return code === defaultLocale(locales).code ? '' : `/${code}`;
}

/**
 * The locale a path asks for and the path without its prefix: "/es/projects" → es, "/projects";
 * "/es" and "/es/" → es, "/". A path without a known prefix is the default locale's.
 */
export function splitLocale(pathname: string, locales: readonly Locale[]): { locale: Locale; path: string; base: string } {
  const def = defaultLocale(locales);
  const m = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const other = m ? locales.find((l) => l.code === m[1] && l !== def) : undefined;
  if (!other || !m) return { locale: def, path: pathname, base: '' };
  const rest = m[2] ?? '';
  return { locale: other, path: rest.startsWith('/') ? rest : `/${rest}`, base: `/${other.code}` };
}

/** The same page in another locale: its path and query kept (a list's ?page=2 and category). */
export function localizedHref(path: string, code: string, locales: readonly Locale[]): string {
  return addLocalePrefix(path, localeBase(code, locales));
}

/**
 * A path (and its query) as the visitor's address bar has it, under its locale's prefix
 * (`base`, see localeBase): "/projects" under "/es" → "/es/projects"; the default's base is "".
 */
export function addLocalePrefix(path: string, base: string): string {
  return `${base}${path}`;
}

/**
 * A path (and its query) as the site's routes know it, its locale's prefix taken off:
 * "/es/projects?page=2" → "/projects?page=2"; "/es" and "/es?x" → "/" and "/?x".
 */
export function stripLocalePrefix(path: string, base: string): string {
  const inner = base && path.startsWith(base) ? path.slice(base.length) : path;
  return inner.startsWith('/') ? inner : `/${inner}`;
}
