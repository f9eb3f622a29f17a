/**
 * A block may be shown only from a time (`visibleFrom`) or until one (`visibleUntil`): a
 * campaign banner, a job fair's form. Judged when the page is rendered, so no publish is needed
 * at the time; the site server shortens the page's cache lifetimes when a change is near.
 */
import type { BlockConfig } from './types';
import { allBlocks, mapSlots, type TreeBlock } from './config/tree';

type Timed = Pick<BlockConfig, 'visibleFrom' | 'visibleUntil'>;

const timeOf = (iso: string | undefined) => (iso ? Date.parse(iso) : NaN);

export function isVisibleAt(block: Timed, now: number): boolean {
  const from = timeOf(block.visibleFrom);
  const until = timeOf(block.visibleUntil);
  return !(from > now) && !(until <= now);
}

/** The blocks shown at `now`, in layout blocks' slots too; the very same array when none is timed. */
export function visibleBlocks<T extends Timed & TreeBlock>(blocks: T[], now: number): T[] {
  if (!allBlocks(blocks).some((b) => b.visibleFrom || b.visibleUntil)) return blocks;
  return mapSlots(blocks, (list) => (list.some((b) => b.visibleFrom || b.visibleUntil) ? list.filter((b) => isVisibleAt(b, now)) : list));
}

/** The next time after `now` at which one of these blocks (or one in their slots) appears or disappears; undefined when none will. */
export function nextVisibilityChange(blocks: (Timed & TreeBlock)[], now: number): number | undefined {
  let next: number | undefined;
  for (const b of allBlocks(blocks)) {
    for (const t of [timeOf(b.visibleFrom), timeOf(b.visibleUntil)]) {
      if (t > now && (next === undefined || t < next)) next = t;
    }
  }
  return next;
}
