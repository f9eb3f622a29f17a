/** Values the stored content and the API share, apart from the seed that fills it. */
import { vendorDropdowns } from '../../src/content/endpoints.ts';

/** The vendor form's option lists, as the site's content table names them. */
export const dropdownKinds = vendorDropdowns;
export type DropdownKind = (typeof dropdownKinds)[number];

export const YES = 1;
export const NO = 2;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03-12" -> "12 Mar 2026", the display text the site shows as given. */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? ''} ${y}`;
}
