import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/engine/config/locales';
import { textView, withText } from './translate';

const locales: Locale[] = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr', fallback: 'en' },
  { code: 'ar', label: 'العربية', dir: 'rtl', fallback: 'en' },
];
const text = { en: 'Projects', es: 'Proyectos', ar: 'المشاريع' };

describe('textView', () => {
  it("shows the locale's own value; a plain string is the default's, which other locales fall back to", () => {
    expect(textView(text, 'es', locales)).toEqual({ own: 'Proyectos', fallback: undefined, plain: false });
    expect(textView('Projects', 'en', locales)).toEqual({ own: 'Projects', fallback: undefined, plain: true });
    expect(textView('Projects', 'ar', locales)).toEqual({ own: undefined, fallback: { text: 'Projects', from: locales[0] }, plain: true });
  });

  it('shows the value it falls back to, and from which locale, when the locale has none', () => {
    expect(textView({ en: 'Projects' }, 'es', locales)).toEqual({ own: undefined, fallback: { text: 'Projects', from: locales[0] }, plain: false });
    expect(textView({ en: 'Projects', es: 'Proyectos' }, 'ar', locales).fallback?.text).toBe('Projects');
    expect(textView(undefined, 'es', locales)).toEqual({ own: undefined, fallback: undefined, plain: false });
  });
});

describe('withText', () => {
  it("sets only the chosen locale's key, keeping the others and their order", () => {
    const next = withText(text, 'es', 'Obras', locales);
    expect(next).toEqual({ en: 'Projects', es: 'Obras', ar: 'المشاريع' });
    expect(Object.keys(next as object)).toEqual(['en', 'es', 'ar']);
    expect(withText({ en: 'Projects' }, 'ar', 'المشاريع', locales)).toEqual({ en: 'Projects', ar: 'المشاريع' });
  });

  it("turns a plain string into the default's value plus the edited locale's", () => {
    expect(withText('Projects', 'es', 'Proyectos', locales)).toEqual({ en: 'Projects', es: 'Proyectos' });
  });

  it('keeps a plain string plain when the default locale edits it', () => {
    expect(withText('Projects', 'en', 'Our projects', locales)).toBe('Our projects');
    expect(withText(undefined, 'en', 'New', locales)).toBe('New');
    expect(withText(text, 'en', 'Our projects', locales)).toEqual({ ...text, en: 'Our projects' });
  });

  it("removes the locale's key when its value is cleared, so it falls back again", () => {
    const next = withText(text, 'es', '', locales);
    expect(next).toEqual({ en: 'Projects', ar: 'المشاريع' });
    expect(textView(next, 'es', locales).fallback?.text).toBe('Projects');
    expect(withText('Projects', 'es', '', locales)).toBe('Projects');
    expect(withText({ es: 'Proyectos' }, 'es', '', locales)).toBeUndefined();
    expect(withText('Projects', 'en', '', locales)).toBeUndefined();
  });
});
