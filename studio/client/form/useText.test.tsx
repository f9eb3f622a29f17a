import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/engine/config/locales';
import { FormHarness } from './FormHarness';
import type { Json, JsonSchema } from './schema';
import { LocaleContext } from './useText';

const locales: Locale[] = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr', fallback: 'en' },
  { code: 'ar', label: 'العربية', dir: 'rtl', fallback: 'en' },
];
const schema: JsonSchema = {
  type: 'object',
  properties: { heading: { type: 'string', 'x-translatable': true }, id: { type: 'string' }, text: { type: 'string', 'x-translatable': true } },
};

/** A block's props form in one locale; `values` records every value it writes. */
function Form({ code, initial, values }: { code: string; initial: Json; values: Json[] }) {
  return (
    <LocaleContext.Provider value={{ code, locales }}>
      <FormHarness schema={schema} initial={initial} onValue={(v) => values.push(v)} />
    </LocaleContext.Provider>
  );
}

describe('a translatable text field', () => {
  it("shows the chosen locale's text in its language and direction, and typing changes that locale's only", () => {
    const values: Json[] = [];
    render(<Form code="ar" initial={{ heading: { en: 'Projects', es: 'Proyectos', ar: 'المشاريع' } }} values={values} />);
    const field = screen.getByLabelText('Heading');
    expect(field).toHaveProperty('value', 'المشاريع');
    expect(field.getAttribute('lang')).toBe('ar');
    expect(field.getAttribute('dir')).toBe('rtl');
    fireEvent.change(field, { target: { value: 'مشاريعنا' } });
    expect(values.at(-1)).toEqual({ heading: { en: 'Projects', es: 'Proyectos', ar: 'مشاريعنا' } });
  });

  it('shows what a locale without its own text falls back to, as a placeholder, and says so', () => {
    const values: Json[] = [];
    render(<Form code="es" initial={{ heading: { en: 'Projects' }, text: 'Every language', id: 'x' }} values={values} />);
    const heading = screen.getByLabelText('Heading');
    expect(heading).toHaveProperty('value', '');
    expect(heading.getAttribute('placeholder')).toBe('Projects');
    expect(screen.getByText('No text in Español yet: falls back to English.').id).toBe(heading.getAttribute('aria-describedby'));
    const text = screen.getByLabelText('Text');
    expect(text.getAttribute('placeholder')).toBe('Every language');
    expect(screen.getByText('No text in Español yet: falls back to English (one text for every language).')).toBeTruthy();
    fireEvent.change(text, { target: { value: 'Cada idioma' } });
    expect(values.at(-1)).toEqual({ heading: { en: 'Projects' }, text: { en: 'Every language', es: 'Cada idioma' }, id: 'x' });
    // A field that is not translatable edits its string, whatever the locale.
    fireEvent.change(screen.getByLabelText('Id'), { target: { value: 'y' } });
    expect(values.at(-1)).toMatchObject({ id: 'y' });
  });

  it('keeps a plain string plain in the default locale, and clearing a translation falls back again', () => {
    const values: Json[] = [];
    const { unmount } = render(<Form code="en" initial={{ heading: 'Projects' }} values={values} />);
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: 'Our projects' } });
    expect(values.at(-1)).toEqual({ heading: 'Our projects' });
    unmount();
    render(<Form code="es" initial={{ heading: { en: 'Projects', es: 'Proyectos' } }} values={values} />);
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: '' } });
    expect(values.at(-1)).toEqual({ heading: { en: 'Projects' } });
    expect(screen.getByLabelText('Heading').getAttribute('placeholder')).toBe('Projects');
  });
});
