import { describe, expect, it } from 'vitest';
import { initialScrollState, nextScrollState, widthChanged, type ScrollSample } from './reloadRules';

describe('reload rule 1: width change', () => {
  it('reloads when the width changed', () => {
    expect(widthChanged(1280, 1024)).toBe(true);
    expect(widthChanged(390, 844)).toBe(true);
  });
  it('does not reload when only the height changed (same width)', () => {
    expect(widthChanged(390, 390)).toBe(false);
  });
});

describe('reload rule 2: back at the top after scrolling past one viewport height (desktop)', () => {
  const desktop = (scrollY: number): ScrollSample => ({ scrollY, viewportHeight: 800, viewportWidth: 1440, mobileMaxWidth: 1025 });
  const run = (samples: ScrollSample[]) => {
    let state = initialScrollState;
    const reloads: boolean[] = [];
    for (const s of samples) {
      const next = nextScrollState(state, s);
      state = next.state;
      reloads.push(next.reload);
    }
    return reloads;
  };

  it('reloads on reaching the top after having passed one viewport height', () => {
    expect(run([desktop(200), desktop(900), desktop(400), desktop(0)])).toEqual([false, false, false, true]);
  });

  it('does not reload when the visitor never passed one viewport height', () => {
    expect(run([desktop(300), desktop(800), desktop(0)])).toEqual([false, false, false]);
  });

  it('reloads once, then needs another pass past the viewport height', () => {
    expect(run([desktop(1000), desktop(0), desktop(0), desktop(500), desktop(0)])).toEqual([false, true, false, false, false]);
  });

  it('never reloads at or below the mobile width', () => {
    const mobile = (scrollY: number): ScrollSample => ({ scrollY, viewportHeight: 800, viewportWidth: 1025, mobileMaxWidth: 1025 });
    expect(run([mobile(2000), mobile(0)])).toEqual([false, false]);
  });
});
