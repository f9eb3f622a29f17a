import { formatNumber, type NumberSymbols } from '../../platform/numbers';
import type { CounterItem } from './schema';

/**
 * The figure as shown: prefix, the number in the page's language (its decimal sign and digit
 * grouping, "1.234,5" in Spanish) with its configured decimals, suffix. Western digits in every
 * language, as the figures in the API's texts are; from the page's number symbols, so the server's
 * render and the browser's agree and the browser never loads Intl's data for it.
 */
export function formatCount(value: number, item: Pick<CounterItem, 'decimals' | 'prefix' | 'suffix'>, symbols: NumberSymbols): string {
  return `${item.prefix ?? ''}${formatNumber(value, item.decimals ?? 0, symbols)}${item.suffix ?? ''}`;
}
