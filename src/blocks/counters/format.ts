import type { CounterItem } from './schema';

/** The figure as shown: prefix, the number with its configured decimals, suffix. */
export function formatCount(value: number, item: Pick<CounterItem, 'decimals' | 'prefix' | 'suffix'>): string {
  return `${item.prefix ?? ''}${value.toFixed(item.decimals ?? 0)}${item.suffix ?? ''}`;
}
