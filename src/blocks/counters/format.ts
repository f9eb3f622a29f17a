import type { CounterItem } from './schema';

/**
 * The figure as shown: prefix, the number in the page's language (its decimal sign and digit
 * grouping, "1.234,5" in Spanish) with its configured decimals, suffix. Western digits in every
 * language: the server's and the browser's Intl then agree (runtimes differ on Arabic's default
 * digits), and the figures match those the API's texts carry.
 */
export function formatCount(value: number, item: Pick<CounterItem, 'decimals' | 'prefix' | 'suffix'>, locale = 'en'): string {
  const digits = item.decimals ?? 0;
  const number = numberFormat(locale, digits).format(value);
  return `${item.prefix ?? ''}${number}${item.suffix ?? ''}`;
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-u-nu-latn`, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}
