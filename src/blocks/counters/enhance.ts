/**
 * The figures' count up, on the DOM: the page's start runs it on the server's HTML (the block never
 * hydrates, and no React loads for it), the component on what it renders in the browser. No React
 * here (this file's chunk must not pull it in).
 */
import type { Enhancement } from '../../islands/runtime';
import { onceNearViewport } from '../../platform/nearViewport';
import type { NumberSymbols } from '../../platform/numbers';
import { countUp } from '../../ui/motion/countUp';
import { prefersReducedMotion } from '../../ui/motion/prefersReducedMotion';
import { formatCount } from './format';
import type { CounterItem } from './schema';

type Figure = Pick<CounterItem, 'value' | 'decimals' | 'prefix' | 'suffix'>;

/** A figure as its element carries it (data-value, data-decimals, data-prefix, data-suffix: see Counters.tsx). */
function figureOf(element: HTMLElement): Figure {
  const { value, decimals, prefix, suffix } = element.dataset;
  return { value: Number(value), decimals: Number(decimals ?? 0), ...(prefix ? { prefix } : {}), ...(suffix ? { suffix } : {}) };
}

/**
 * Shows each figure of `list` at zero, then counts them up together once the list's top passes
 * 85 % of the viewport (scroll animations start on arrival: docs/behaviour.md, "Motion"). Reduced
 * motion or a zero duration keep the final figures. Returns what stops it, the final figures back.
 */
export function countFigures(list: HTMLElement): () => void {
  // The list carries the count's length and the page's number symbols (Counters.tsx).
  const durationMs = Number(list.dataset.durationMs);
  if (!durationMs || !list.dataset.symbols || prefersReducedMotion()) return () => undefined;
  const symbols = JSON.parse(list.dataset.symbols) as NumberSymbols;
  const figures = [...list.querySelectorAll<HTMLElement>('.counter-value[data-value]')].map((element) => ({ element, figure: figureOf(element) }));
  // The text node's value, not the element's text: React, which rendered it, keeps the same node.
  const show = (element: HTMLElement, figure: Figure, value: number) => {
    if (element.firstChild) element.firstChild.nodeValue = formatCount(value, figure, symbols);
  };
  figures.forEach(({ element, figure }) => show(element, figure, 0));
  let stops: (() => void)[] = [];
  const cancel = onceNearViewport(list, '0px 0px -15% 0px', () => {
    stops = figures.map(({ element, figure }) => countUp({ to: figure.value, durationMs, onUpdate: (v) => show(element, figure, v) }));
  });
  return () => {
    cancel();
    stops.forEach((stop) => stop());
    figures.forEach(({ element, figure }) => show(element, figure, figure.value));
  };
}

const enhanceCounters: Enhancement = (root) => {
  const list = root.querySelector<HTMLElement>('.counters-list');
  return list ? countFigures(list) : undefined;
};

export default enhanceCounters;
