import { fillFields } from '../platform/template';

// "{slug}"-style placeholders filled from an item's fields: link targets and texts come from config, values from data.

/** "/projects/{slug}" + an item → "/projects/substation-at-agra"; values are URL-encoded. */
export function fillLinkPattern(pattern: string, item: object): string {
  return fillFields(pattern, item, encodeURIComponent);
}

/** "Logo of {name}" + an item → "Logo of Northern Grid": for alt text and labels, nothing encoded. */
export function fillTextPattern(pattern: string, item: object): string {
  return fillFields(pattern, item);
}
