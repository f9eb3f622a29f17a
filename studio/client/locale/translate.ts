/**
 * Editing one language of a translatable text. A text is a plain string (the same in every
 * language) or one value per locale code; the studio edits the chosen locale's value only and
 * keeps every other key, so a Spanish edit never loses the English or Arabic text.
 */
import { defaultLocale, resolveText, type Locale, type TextValues } from '../../../src/engine/config/locales';

export interface TextView {
  /** The chosen locale's own value, when it has one. */
  own: string | undefined;
  /** Shown instead when it has none: the text and the locale it comes from. */
  fallback: { text: string; from: Locale } | undefined;
  /** A plain string: the same in every locale until one is given a text of its own. */
  plain: boolean;
}

const valuesOf = (value: unknown): TextValues | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as TextValues)
    : null;

/**
 * What a text shows in locale `code`. A plain string is the default locale's own value; another
 * locale shows it as what it falls back to, so typing gives that locale a text of its own.
 */
export function textView(value: unknown, code: string, locales: readonly Locale[]): TextView {
  const def = defaultLocale(locales);
  if (typeof value === 'string')
    return code === def.code ? { own: value, fallback: undefined, plain: true } : { own: undefined, fallback: { text: value, from: def }, plain: true };
  const values = valuesOf(value);
  if (!values) return { own: undefined, fallback: undefined, plain: false };
  if (typeof values[code] === 'string') return { own: values[code], fallback: undefined, plain: false };
  const found = resolveText(values, code, locales);
  const from = found && locales.find((l) => l.code === found.from);
  return { own: undefined, fallback: found && from ? { text: found.text, from } : undefined, plain: false };
}

/**
 * The text with locale `code` set to `text`. The default locale's edit of a plain string
 * keeps it plain; another locale's turns it into `{[default]: old, [code]: text}`. An empty
 * `text` removes the locale's key, so it falls back again; nothing else is dropped.
 */
export function withText(value: unknown, code: string, text: string, locales: readonly Locale[]): unknown {
  const def = defaultLocale(locales).code;
  if (typeof value === 'string' && code !== def && text === '') return value;
  const values = typeof value === 'string' ? (code === def ? null : { [def]: value }) : valuesOf(value);
  if (!values) return text === '' ? undefined : text;
  const { [code]: _old, ...others } = values;
  const next = text === '' ? others : { ...values, [code]: text };
  return Object.keys(next).length ? next : undefined;
}
