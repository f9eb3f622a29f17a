/**
 * Numbers in a page's language without Intl in the browser. The first Intl call of a page
 * loads ICU's data, 25-60 ms of main thread on a laptop (four times that on a phone), for a
 * few figures. So the symbols are read from Intl where it is cheap (the site server and the
 * build, once per language, into the page's shell) and the browser only puts digits between them.
 * numbers.test.ts holds this to Intl's own output for the site's languages.
 */

/** How a language writes a number in Western digits: "12,345.6" in English, "12.345,6" in Spanish. */
export interface NumberSymbols {
  decimal: string;
  group: string;
  /** Digits before the first group separator appears: 1 ("1,234"), or 2 where four digits stay whole ("1234", "12.345"). */
  minimumGroupingDigits: number;
}

/** The symbols of `locale`'s numbers, in Western digits (runtimes disagree on Arabic's default digits). */
export function numberSymbolsOf(locale: string): NumberSymbols {
  const format = new Intl.NumberFormat(`${locale}-u-nu-latn`, { minimumFractionDigits: 1 });
  const part = (value: number, type: Intl.NumberFormatPartTypes) => format.formatToParts(value).find((p) => p.type === type)?.value;
  return {
    decimal: part(1.5, 'decimal') ?? '.',
    group: part(1234567.5, 'group') ?? '',
    minimumGroupingDigits: part(1234.5, 'group') === undefined ? 2 : 1,
  };
}

/**
 * As Intl rounds: the number's shortest decimal form ("9.95", not the binary 9.9499…) to `digits`,
 * a half away from zero. toFixed alone would round the binary value ("9.9").
 */
function roundedHalfExpand(value: number, digits: number): string {
  const shortest = String(value);
  if (shortest.includes('e')) return value.toFixed(digits);
  return Number(`${Math.round(Number(`${shortest}e${digits}`))}e-${digits}`).toFixed(digits);
}

/** `value` with exactly `digits` decimals, its integer part grouped by threes. */
export function formatNumber(value: number, digits: number, symbols: NumberSymbols): string {
  const [whole = '', fraction] = roundedHalfExpand(Math.abs(value), digits).split('.');
  const grouped = whole.length >= 3 + symbols.minimumGroupingDigits ? whole.replace(/\B(?=(\d{3})+$)/g, symbols.group) : whole;
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${grouped}${fraction ? `${symbols.decimal}${fraction}` : ''}`;
}
