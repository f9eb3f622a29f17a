/**
 * Counting skeleton placeholders as a visitor's loading state shows them: one per card,
 * row or tile awaited. Only the outermost `[data-skeleton]` elements count, so a shape
 * wrongly marked inside a placeholder cannot inflate the number.
 */

/** The outermost placeholders, as a CSS selector (usable in jsdom and in the browser). */
export const PLACEHOLDER_SELECTOR = '[data-skeleton]:not([data-skeleton] *)';

/** The outermost `[data-skeleton]` elements inside `root`. */
export function placeholders(root: ParentNode): Element[] {
  return [...root.querySelectorAll('[data-skeleton]')].filter((el) => !el.parentElement?.closest('[data-skeleton]'));
}

export const countPlaceholders = (root: ParentNode): number => placeholders(root).length;
