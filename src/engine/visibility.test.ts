import { describe, expect, it } from 'vitest';
import { isVisibleAt, nextVisibilityChange, visibleBlocks } from './visibility';

const at = (iso: string) => Date.parse(iso);

describe('timed blocks', () => {
  const banner = { type: 'media-text', visibleFrom: '2026-12-01T09:00:00+05:30', visibleUntil: '2026-12-08T00:00:00Z' };
  const always: { type: string; visibleFrom?: string } = { type: 'hero' };

  it('shows a block from its visibleFrom on, and hides it from its visibleUntil on', () => {
    expect(isVisibleAt(banner, at('2026-12-01T03:29:59Z'))).toBe(false);
    expect(isVisibleAt(banner, at('2026-12-01T03:30:00Z'))).toBe(true);
    expect(isVisibleAt(banner, at('2026-12-07T23:59:59Z'))).toBe(true);
    expect(isVisibleAt(banner, at('2026-12-08T00:00:00Z'))).toBe(false);
  });

  it('keeps untimed blocks, in their order', () => {
    expect(visibleBlocks([always, banner], at('2026-11-30T00:00:00Z'))).toEqual([always]);
    expect(visibleBlocks([always, banner], at('2026-12-02T00:00:00Z'))).toEqual([always, banner]);
  });

  it('names the next moment a page changes, so caches keep it no longer', () => {
    expect(nextVisibilityChange([always, banner], at('2026-11-30T00:00:00Z'))).toBe(at('2026-12-01T03:30:00Z'));
    expect(nextVisibilityChange([always, banner], at('2026-12-02T00:00:00Z'))).toBe(at('2026-12-08T00:00:00Z'));
    expect(nextVisibilityChange([always, banner], at('2026-12-09T00:00:00Z'))).toBeUndefined();
  });
});
