/** "/projects/{slug}" with the item's fields; link values are URL-encoded. */
export function fillPattern(pattern: string, item: object, encode = true): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = (item as Record<string, unknown>)[key];
    const s = v === undefined || v === null ? '' : String(v);
    return encode ? encodeURIComponent(s) : s;
  });
}

export const altFor = (template: string | undefined, item: object) => (template ? fillPattern(template, item, false) : '');
