/**
 * A version's shell as the public may see it at a moment: its footer's timed blocks judged as a
 * page judges them (src/engine/visibility.ts), so a block embargoed until its `visibleFrom` is in
 * no public file before then, and one past its `visibleUntil` in none after.
 *
 * The shell's URL names its version, and a version never changes, but what a shell with timed
 * blocks shows does. Rather than key its URL by a time window (every page would have to name the
 * window, and two boxes near a boundary would name different ones), the answer carries its own
 * lifetime: kept for good when none of its blocks will appear or disappear, otherwise only until
 * the next change (and a minute at most, as pages are), so a block appears at its time. The page
 * is cached no longer than that either, and hydration judges the footer at the page's render time.
 */
import type { SiteShell } from '../../src/engine/config/shell';
import { nextVisibilityChange, visibleBlocks } from '../../src/engine/visibility';

export interface ShellAt {
  shell: SiteShell;
  /** When one of its footer blocks next appears or disappears; undefined when none will. */
  changesAt: number | undefined;
}

export function shellAt(shell: SiteShell, now: number): ShellAt {
  const all = shell.footer.blocks;
  const shown = visibleBlocks(all, now);
  return { shell: shown === all ? shell : { ...shell, footer: { ...shell.footer, blocks: shown } }, changesAt: nextVisibilityChange(all, now) };
}
