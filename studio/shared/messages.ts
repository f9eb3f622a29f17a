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

/** A block is named by its name on the page (its `data-block-id`, at any depth: src/engine/config/tree.ts). */
export type ToPreview = { type: 'render'; state: PreviewState } | { type: 'select'; name: string | null; scroll: boolean };
export type FromPreview = { type: 'select'; name: string } | { type: 'rendered'; html: number };

/** The route's block named `name` in the preview, at any depth (the footer's blocks sit outside the page's main). */
export const blockElement = (root: ParentNode, name: string): HTMLElement | null =>
  root.querySelector('main')?.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(name)}"]`) ?? null;

/** The innermost block of the page's main around a node: its name on the page. */
export function blockNameAt(root: ParentNode, node: Element | null): string | null {
  const main = root.querySelector('main');
  const el = node?.closest<HTMLElement>('[data-block-id]');
  return el && main?.contains(el) ? (el.dataset.blockId ?? null) : null;
}
