import { describe, expect, it } from 'vitest';
import { formatNumber, numberSymbolsOf } from './numbers';

const intl = (locale: string, digits: number) => new Intl.NumberFormat(`${locale}-u-nu-latn`, { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('numbers without Intl in the browser', () => {
  it('reads each language’s symbols from Intl', () => {
    expect(numberSymbolsOf('en')).toEqual({ decimal: '.', group: ',', minimumGroupingDigits: 1 });
    expect(numberSymbolsOf('es')).toEqual({ decimal: ',', group: '.', minimumGroupingDigits: 2 });
  });

  // Every language the site may be written in, as far as a counter goes: the figures a count-up passes through.
  it.each(['en', 'es', 'ar', 'fr', 'de', 'pt', 'hi', 'en-IN'])('writes what Intl writes in %s', (locale) => {
    const symbols = numberSymbolsOf(locale);
    const values = [0, 0.04, 0.05, 0.5, 1, 9.95, 12.34, 99.9, 150, 999.5, 1000, 1234.5, 9999, 12345.678, 98765.4321, 123456, 1234567.89, 765000000];
    for (let i = 0; i < 200; i++) values.push(Math.random() * 10 ** (i % 9));
    for (const digits of [0, 1, 2]) {
      const format = intl(locale, digits);
      // A language that groups other than by threes (Indian lakhs) would show here; a counter would then need Intl.
      if (locale === 'hi' || locale === 'en-IN') {
        expect(formatNumber(1234567, digits, symbols) === format.format(1234567)).toBe(false);
        continue;
      }
      for (const value of values) expect(formatNumber(value, digits, symbols), `${value} with ${digits}`).toBe(format.format(value));
    }
  });
});
