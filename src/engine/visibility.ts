/**
 * A block may be shown only from a time (`visibleFrom`) or until one (`visibleUntil`): a
 * campaign banner, a job fair's form. Judged when the page is rendered, so no publish is needed
 * at the time; the site server shortens the page's cache lifetimes when a change is near.
 */
import type { BlockConfig } from './types';

type Timed = Pick<BlockConfig, 'visibleFrom' | 'visibleUntil'>;

const timeOf = (iso: string | undefined) => (iso ? Date.parse(iso) : NaN);

export function isVisibleAt(block: Timed, now: number): boolean {
  const from = timeOf(block.visibleFrom);
  const until = timeOf(block.visibleUntil);
  return !(from > now) && !(until <= now);
}

export function visibleBlocks<T extends Timed>(blocks: T[], now: number): T[] {
  return blocks.some((b) => b.visibleFrom || b.visibleUntil) ? blocks.filter((b) => isVisibleAt(b, now)) : blocks;
}

/** The next time after `now` at which one of these blocks appears or disappears; undefined when none will. */
export function nextVisibilityChange(blocks: Timed[], now: number): number | undefined {
  let next: number | undefined;
  for (const b of blocks) {
    for (const t of [timeOf(b.visibleFrom), timeOf(b.visibleUntil)]) {
      if (t > now && (next === undefined || t < next)) next = t;
    }
  }
  return next;
}
