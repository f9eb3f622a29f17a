/**
 * The config's template syntax, parsed and filled in one place. Config texts name values the
 * engine fills in at run time:
 * - `{params.slug}`: a route parameter, and `{blocks.<id>.<field>}`: a field of another block's
 *   data — whole values of a data source's body;
 * - `{data.<field>}`: a field of the block's own data — whole values of a form's extra fields;
 * - `{field}`: a field of a list item — inside link patterns and labels ("/projects/{slug}");
 * - `{brand}` and `{productName}`: the site's names — inside paths and titles.
 * Field paths may go deeper with dots (`{blocks.project.category.id}`).
 */

export type SourceTemplate = { scope: 'params'; name: string } | { scope: 'blocks'; block: string; path: string | undefined };

const SOURCE = /^\{(params|blocks)\.([a-zA-Z0-9_-]+)(?:\.([a-zA-Z0-9_.]+))?\}$/;
const DATA = /^\{data\.([A-Za-z0-9_.]+)\}$/;
const FIELD = /\{(\w+)\}/g;

/** Whether a value is meant as a template (it starts with "{"), valid or not. */
export const looksLikeTemplate = (value: unknown): value is string => typeof value === 'string' && value.startsWith('{');

/** "{params.slug}" / "{blocks.project.id}" → what it names; null for anything else, a malformed template included. */
export function parseSourceTemplate(value: unknown): SourceTemplate | null {
  const m = typeof value === 'string' ? SOURCE.exec(value) : null;
  if (!m) return null;
  return m[1] === 'params' ? { scope: 'params', name: m[2]! } : { scope: 'blocks', block: m[2]!, path: m[3] };
}

/** Whether a data source's body waits for another block's data. */
export const dependsOnBlocks = (body: Record<string, unknown> | undefined) => Object.values(body ?? {}).some((v) => parseSourceTemplate(v)?.scope === 'blocks');

/** A field of a value by a dotted path ("category.id"); undefined where the path leaves the data. */
export function readPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return (
    path
      .split('.')
      // An object (checked in the same breath), indexed by one of its own keys.
      .reduce<unknown>((v, k) => (v == null || typeof v !== 'object' || !Object.hasOwn(v, k) ? undefined : (v as Record<string, unknown>)[k]), value)
  );
}

/** "{data.id}" → "id"; null for anything else. */
export function parseDataTemplate(value: unknown): string | null {
  const m = typeof value === 'string' ? DATA.exec(value) : null;
  return m ? m[1]! : null;
}

/** "{data.id}" → the data's id, as text; anything else is as written. */
export function fillDataTemplate(value: string, data: unknown): string {
  const path = parseDataTemplate(value);
  if (path === null) return value;
  const picked = readPath(data, path);
  return picked == null ? '' : String(picked);
}

/** "{slug}"-style placeholders filled from an item's own fields, each value passed through `encode`. */
export function fillFields(pattern: string, item: object, encode: (s: string) => string = (s) => s): string {
  return pattern.replace(FIELD, (_, key: string) => encode(String(readPath(item, key) ?? '')));
}

/** "Voltline Power" → "voltline-power": the brand as a path segment. */
export function brandSlug(brand: string): string {
  return brand.trim().toLowerCase().replace(/\s+/g, '-');
}

/** "/{brand}-story" → "/voltline-story". */
export function fillBrandPath(path: string, brand: string): string {
  return path.replaceAll('{brand}', brandSlug(brand));
}

/** "{productName} | Projects" → "Voltline Power Systems | Projects"; "{brand}" as written. */
export function fillSiteNames(text: string, site: { brand: string; productName: string }): string {
  return text.replaceAll('{productName}', site.productName).replaceAll('{brand}', site.brand.trim());
}
