import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, renderBlockLoading } from '../../test/renderBlock';
import type { CountUpOptions } from '../../ui/motion/countUp';
import counters from '.';
import enhanceCounters from './enhance';
import { placeholders } from '../../test/skeletons';

// gsap is replaced: the tests drive the count themselves.
const tweens = vi.hoisted(() => [] as CountUpOptions[]);
vi.mock('../../ui/motion/countUp', () => ({
  countUp: (o: CountUpOptions) => {
    tweens.push(o);
    return () => {};
  },
}));

const props = {
  heading: 'Voltline in numbers',
  durationMs: 4000,
  items: [
    { value: 150, suffix: '+', label: 'Projects' },
    { value: 98, suffix: '%', label: 'On-time' },
    { value: 99.9, decimals: 1, suffix: '%', label: 'Uptime' },
    { value: 15, suffix: '+', label: 'Awards' },
  ],
};

const figure = (label: string) => screen.getByText(label).closest('li')!.querySelector('.counter-value')!.textContent;

async function show() {
  return renderBlock(counters, { props });
}

/** An IntersectionObserver the test fires by hand. */
function installObserver() {
  const observers: { cb: IntersectionObserverCallback; el?: Element }[] = [];
  class FakeObserver {
    constructor(public cb: IntersectionObserverCallback) {
      observers.push(this);
    }
    el?: Element;
    observe(el: Element) {
      this.el = el;
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return () =>
    act(() => {
      for (const o of observers) o.cb([{ isIntersecting: true, target: o.el! } as IntersectionObserverEntry], o as never);
    });
}

beforeAll(async () => {
  await counters.load();
});
beforeEach(() => {
  tweens.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('counters', () => {
  it('shows a placeholder per figure while its code loads', () => {
    const { container } = renderBlockLoading(counters, { props });
    const figures = [...container.querySelectorAll('li')];
    expect(figures).toHaveLength(4);
    expect(placeholders(container.querySelector('ul')!)).toEqual(figures);
  });

  it('waits at zero until scrolled into view, then counts each figure over the configured 4 s', async () => {
    const enter = installObserver();
    await show();
    expect(figure('Projects')).toBe('0+');
    expect(figure('Uptime')).toBe('0.0%');
    expect(tweens).toHaveLength(0);
    enter();
    expect(tweens.map((t) => [t.to, t.durationMs])).toEqual([
      [150, 4000],
      [98, 4000],
      [99.9, 4000],
      [15, 4000],
    ]);
  });

  it('keeps suffixes and decimals while counting, and lands on the exact figure', async () => {
    const enter = installObserver();
    await show();
    enter();
    const uptime = tweens.find((t) => t.to === 99.9)!;
    act(() => uptime.onUpdate(45.37));
    expect(figure('Uptime')).toBe('45.4%');
    const projects = tweens.find((t) => t.to === 150)!;
    act(() => projects.onUpdate(72.6));
    expect(figure('Projects')).toBe('73+');
    act(() => uptime.onUpdate(99.9));
    expect(figure('Uptime')).toBe('99.9%');
  });

  it('gives screen readers the final figures only', async () => {
    await show();
    expect(screen.getByText('150+', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('99.9%', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('Projects').closest('li')!.querySelector('.counter-value')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Voltline in numbers' })).toBeInTheDocument();
  });

  it('with reduced motion: shows the final figures and never animates', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener: () => {}, removeEventListener: () => {} }),
    });
    const enter = installObserver();
    await show();
    enter();
    expect(figure('Projects')).toBe('150+');
    expect(figure('Uptime')).toBe('99.9%');
    expect(tweens).toHaveLength(0);
  });

  it("counts on the server's HTML with no React (the page's start runs the enhancement there), and puts the final figures back when stopped", async () => {
    installObserver();
    const { container, unmount } = await show();
    const rendered = container.innerHTML;
    // Stopped as it unmounts, the component's count puts the final figures back: what the server sends.
    const block = [...container.children];
    unmount();
    const html = block.map((e) => e.outerHTML).join('');
    expect(html).not.toBe(rendered);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    tweens.length = 0;
    const enter = installObserver();
    const stop = enhanceCounters(root, () => {});
    const shown = (label: string) =>
      [...root.querySelectorAll('li')].find((li) => li.textContent?.includes(label))!.querySelector('.counter-value')!.textContent;
    expect(shown('Uptime')).toBe('0.0%');
    expect(tweens).toHaveLength(0);
    enter();
    expect(tweens.map((t) => t.to)).toEqual([150, 98, 99.9, 15]);
    tweens[2]!.onUpdate(45.37);
    expect(shown('Uptime')).toBe('45.4%');
    stop?.();
    expect(shown('Uptime')).toBe('99.9%');
    expect(shown('Projects')).toBe('150+');
    root.remove();
  });
});
