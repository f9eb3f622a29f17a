/** What the studio window and its preview frame say to each other (postMessage, same origin). */
import type { SiteConfig } from '../../src/engine/types';

/** A page the studio's server rendered (preview/render.tsx), as the window hands it to the frame. */
export interface PreviewPage {
  status: number;
  title: string;
  /** The markup inside #root. */
  html: string;
  /** The page's language and writing direction, for its <html lang dir>: "rtl" mirrors it. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Block data the render used, by block key: the preview hydrates from it without calling the API again. */
  embedded: { route: Record<string, unknown>; footer: Record<string, unknown> };
}

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
