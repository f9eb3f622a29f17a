/** What the studio window and its preview frame say to each other (postMessage, same origin). */
import type { SiteConfig } from '../../src/engine/types';
import type { PreviewPage } from '../preview/render';

export interface PreviewState {
  config: SiteConfig;
  url: string;
  /** The locale the page is rendered in: its texts, its <html lang dir>. */
  locale: string;
  page: PreviewPage;
}

export type ToPreview = { type: 'render'; state: PreviewState } | { type: 'select'; index: number | null; scroll: boolean };
export type FromPreview = { type: 'select'; index: number } | { type: 'rendered'; html: number };

/**
 * The route's blocks in the preview, in config order: the engine wraps each in one
 * element marked data-block inside the page's main; the footer's blocks sit outside it.
 */
export function blockElements(root: ParentNode): HTMLElement[] {
  const main = root.querySelector('main');
  if (!main) return [];
  return [...main.querySelectorAll<HTMLElement>('[data-block]')].filter((el) => !el.parentElement?.closest('[data-block]'));
}
