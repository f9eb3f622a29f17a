/**
 * A block's state that lives in the page's URL (a list's page, its category): whole
 * numbers in the query string, each bound to a field of the block's source body. The
 * server renders the page the URL asks for, a shared or reloaded URL opens on it, and
 * changing it is following a link: it works before any script has run.
 */
import { blockDefinition, type ConfiguredBlock, type Registry } from './registry';
// The parameters' shape is part of a block's definition, so it is declared with the definition's types:
// declared here, types.ts would import this file, which imports the registry, which imports types.ts.
import type { UrlParams } from './types';

// Past this a page number means nothing to any list, and would only make silly page links.
const MAX = 1_000_000;

function readNumber(raw: string | null, min: number): number | undefined {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= MAX ? n : undefined;
}

/** The value of each parameter the URL sets validly, by parameter name; bad or missing ones fall back to the body's default. */
export function readUrlValues(params: UrlParams, search: URLSearchParams, body: Record<string, unknown> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, { field, min }] of Object.entries(params)) {
    const fromBody = body?.[field];
    out[name] = readNumber(search.get(name), min) ?? (typeof fromBody === 'number' ? fromBody : min);
  }
  return out;
}

/** The body fields the URL's values set (what a call for this URL sends besides the configured body). */
export function bodyOverrides(params: UrlParams, values: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, { field }] of Object.entries(params)) if (values[name] !== undefined) out[field] = values[name]!;
  return out;
}

/**
 * The query string for `values`, keeping parameters that are not the block's (a campaign
 * tag) but not the `transient` ones (the site's `transientParams`: a form's thank-you marker
 * belongs to the page it came back to), and leaving out those at their default, so page 1
 * of "All" is the bare path.
 */
export function queryFor(
  params: UrlParams,
  values: Record<string, number>,
  body: Record<string, unknown> | undefined,
  current: URLSearchParams,
  transient: readonly string[] = [],
): string {
  const next = new URLSearchParams(current);
  for (const name of transient) next.delete(name);
  for (const [name, { field, min }] of Object.entries(params)) {
    const fromBody = body?.[field];
    const fallback = typeof fromBody === 'number' ? fromBody : min;
    const value = values[name];
    if (value === undefined || value === fallback) next.delete(name);
    else next.set(name, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** What the URL sets for a configured block: its parameters, their values and the body overrides (none for a block without URL state). */
export function blockUrlState(
  def: Pick<ConfiguredBlock, 'urlParams'> | undefined,
  block: { props?: Record<string, unknown> | undefined; source?: { body?: Record<string, unknown> | undefined } | undefined },
  search: URLSearchParams,
): { params: UrlParams; values: Record<string, number>; overrides: Record<string, number> } | null {
  const params = def?.urlParams?.(block.props ?? {});
  if (!params || !Object.keys(params).length) return null;
  const values = readUrlValues(params, search, block.source?.body);
  return { params, values, overrides: bodyOverrides(params, values) };
}

/**
 * The canonical query of a page: each block's URL state at other than its default, in the
 * blocks' order (page 2 of the projects is a page of its own for search engines; `?page=1`,
 * `?page=abc` and unknown parameters are the bare path).
 */
export function canonicalQuery(
  registry: Registry,
  blocks: { type: string; props?: Record<string, unknown> | undefined; source?: { body?: Record<string, unknown> | undefined } | undefined }[],
  search: URLSearchParams,
): string {
  const out = new URLSearchParams();
  for (const block of blocks) {
    const state = blockUrlState(blockDefinition(registry, block.type), block, search);
    if (!state) continue;
    const query = new URLSearchParams(queryFor(state.params, state.values, block.source?.body, new URLSearchParams()));
    for (const [k, v] of query) if (!out.has(k)) out.set(k, v);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}
