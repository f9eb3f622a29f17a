/**
 * A text field in the chosen locale. A field whose schema marks it `x-translatable` shows and
 * writes that locale's value only (the others are kept); any other text field edits its string.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALES, defaultLocale, type Locale } from '../../../src/engine/config/locales';
import { textView, withText } from '../locale/translate';
import { idOf, type FieldProps } from './fieldParts';
import type { Json } from './schema';

export interface StudioLocale {
  code: string;
  locales: readonly Locale[];
}

export const LocaleContext = createContext<StudioLocale>({ code: DEFAULT_LOCALES[0]!.code, locales: DEFAULT_LOCALES });

export interface TextField {
  text: string;
  change: (text: string) => void;
  /** The text shown while the locale has none of its own. */
  placeholder?: string;
  /** Says where a missing text comes from; its id describes the control. */
  note?: { id: string; text: string };
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export function useText(p: FieldProps): TextField {
  const { code, locales } = useContext(LocaleContext);
  const orNothing = (next: Json | undefined) => p.onChange(next === undefined && p.required ? '' : next);
  if (p.schema['x-translatable'] !== true) {
    const text = typeof p.value === 'string' ? p.value : p.value === undefined ? '' : JSON.stringify(p.value);
    return { text, change: (t) => orNothing(t === '' ? undefined : t) };
  }
  const locale = locales.find((l) => l.code === code) ?? defaultLocale(locales);
  const view = textView(p.value, locale.code, locales);
  const field: TextField = {
    text: view.own ?? '',
    change: (t) => orNothing(withText(p.value, locale.code, t, locales) as Json | undefined),
    lang: locale.code,
    dir: locale.dir,
  };
  if (view.own === undefined && view.fallback) {
    const { text, from } = view.fallback;
    field.placeholder = text;
    field.note = {
      id: `${idOf(p.path)}-locale`,
      text: `No text in ${locale.label} yet: falls back to ${from.label}${view.plain ? ' (one text for every language)' : ''}.`,
    };
  }
  return field;
}
