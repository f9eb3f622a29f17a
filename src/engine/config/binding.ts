/**
 * A block's `source` held to what the block declares (its binding, src/engine/types.ts) and to the
 * API's contract (src/content/endpoints.ts, plus the config's own `api.endpoints`): whether it may
 * or must have one, how it reads the answer, which call, with what method and body, and which kind
 * of item comes back. Each problem is given relative to the block, for place.ts to name it.
 */
import type { ApiEndpoint, SelectMode } from '../../data/source';
import type { BlockBinding, ShownKindOf } from '../types';
import { nearest } from './nearest';

/** Every read call a source may name, by path. */
export type Contract = Readonly<Record<string, ApiEndpoint>>;

/** A source as written in config (the site schema has checked its shape). */
export interface SourceLike {
  endpoint: string;
  method?: 'GET' | 'POST';
  select: SelectMode;
  body?: Record<string, unknown>;
}

export interface Problem {
  /** The path inside the block (or route) the problem is at: ["source", "select"]. */
  at: (string | number)[];
  message: string;
}

const ANSWERS: Record<SelectMode, string> = {
  list: 'a list, page by page (select "list")',
  array: 'every item at once (select "array")',
  first: 'one item (select "first")',
};

const a = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
const quoted = (names: readonly string[]) => names.map((n) => JSON.stringify(n)).join(', ');

/** The endpoints of a contract answering with this kind of item (and read this way). */
export function endpointsWith(contract: Contract, kind: string, select?: SelectMode): string[] {
  return Object.keys(contract).filter((e) => contract[e]!.kind === kind && (select === undefined || contract[e]!.select === select));
}

/** "; the endpoint with client items: /api/Client/GetAllClients", or nothing when there is none. */
function fitting(contract: Contract, kind: string, select?: SelectMode): string {
  const fits = endpointsWith(contract, kind, select);
  return fits.length ? `; ${fits.length > 1 ? 'endpoints' : 'the endpoint'} with ${kind} items: ${fits.join(', ')}` : '';
}

/** The kind a block shows with these props, and where in its config that was said ("" when the block type alone says it). */
export function kindShown(shows: ShownKindOf | undefined, props: Record<string, unknown>): { kind: string; said: string } | undefined {
  if (shows === undefined) return undefined;
  if (typeof shows === 'string') return { kind: shows, said: '' };
  const value = props[shows.prop];
  const kind = typeof value === 'string' && Object.hasOwn(shows.kinds, value) ? shows.kinds[value] : undefined;
  return kind ? { kind, said: `props.${shows.prop} ${JSON.stringify(value)}` } : undefined;
}

/** A path the contract does not have: "did you mean" the nearest, among `likely` first (the calls of the kind the block shows). */
function unknownEndpoint(contract: Contract, endpoint: string, likely: readonly string[]): string {
  const near = (likely.length ? nearest(endpoint, likely, true) : undefined) ?? nearest(endpoint, Object.keys(contract));
  return (
    `"${endpoint}" is not a read call of the API${near ? ` (did you mean "${near}"?)` : ''}; ` +
    'a call the API has but the site does not know is described under api.endpoints in pages.config.json'
  );
}

/** How the call is made: its method, and the body fields it needs (GET calls send none). */
function checkCall(endpoint: string, call: ApiEndpoint, source: SourceLike): Problem[] {
  const problems: Problem[] = [];
  const method = source.method ?? 'POST';
  if (method !== call.method) {
    problems.push({
      at: ['source', 'method'],
      message: `must be "${call.method}": "${endpoint}" is a ${call.method} call${source.method ? '' : ' (a source without a method is a POST)'}`,
    });
  }
  const body = source.body ?? {};
  if (call.method === 'GET') {
    if (Object.keys(body).length) problems.push({ at: ['source', 'body'], message: `must not be given: "${endpoint}" is a GET call, which sends no body` });
    return problems;
  }
  const needs = call.body ?? [];
  const missing = needs.filter((f) => !Object.hasOwn(body, f));
  if (missing.length) {
    const others = Object.keys(body).filter((k) => !needs.includes(k));
    const slips = missing.flatMap((f) => {
      const slip = nearest(f, others);
      return slip ? [`"${f}", not "${slip}"`] : [];
    });
    problems.push({
      at: ['source', 'body'],
      message: `must have ${quoted(missing)}: "${endpoint}" needs ${quoted(needs)} in its body${slips.length ? ` (did you mean ${slips.join(', ')}?)` : ''}`,
    });
  }
  return problems;
}

/** A block's source (or its absence) against its binding and the contract. */
export function checkBlockSource(
  contract: Contract,
  type: string,
  binding: BlockBinding,
  props: Record<string, unknown>,
  source: SourceLike | undefined,
): Problem[] {
  const block = `${a(type)} block`;
  if (binding.source === 'forbidden') {
    return source ? [{ at: ['source'], message: `must not be given: ${block} shows its props only, never data from the API` }] : [];
  }
  const shows = kindShown(binding.shows, props);
  const items = shows ? `${shows.kind} items` : 'items';
  if (!source) {
    if (binding.source === 'optional') return [];
    return [
      {
        at: ['source'],
        message: `must be given: ${block} shows ${items} from the API, as ${ANSWERS[binding.select]}${shows ? fitting(contract, shows.kind, binding.select) : ''}`,
      },
    ];
  }
  const problems: Problem[] = [];
  if (source.select !== binding.select) {
    problems.push({
      at: ['source', 'select'],
      message: `must be "${binding.select}": ${block} shows ${ANSWERS[binding.select]}, not ${ANSWERS[source.select]}`,
    });
  }
  const call = Object.hasOwn(contract, source.endpoint) ? contract[source.endpoint] : undefined;
  if (!call) {
    const likely = shows ? endpointsWith(contract, shows.kind, binding.select) : [];
    problems.push({ at: ['source', 'endpoint'], message: unknownEndpoint(contract, source.endpoint, likely) });
    return problems;
  }
  problems.push(...checkCall(source.endpoint, call, source));
  if (call.select !== binding.select) {
    problems.push({
      at: ['source', 'endpoint'],
      message: `"${source.endpoint}" answers with ${ANSWERS[call.select]}, but ${block} shows ${ANSWERS[binding.select]}${shows ? fitting(contract, shows.kind, binding.select) : ''}`,
    });
  } else if (shows && call.kind !== shows.kind) {
    problems.push({
      at: ['source', 'endpoint'],
      message:
        `"${source.endpoint}" returns ${call.kind} items, but ${shows.said ? `${shows.said} shows` : `${block} shows`} ${shows.kind} items` +
        fitting(contract, shows.kind, binding.select),
    });
  }
  return problems;
}

/** A route's sitemap source: a call of the contract, read as it answers, that lists items (not one). */
export function checkListingSource(contract: Contract, source: SourceLike): Problem[] {
  const at = (p: Problem): Problem => ({ ...p, at: ['sitemap', ...p.at] });
  const call = Object.hasOwn(contract, source.endpoint) ? contract[source.endpoint] : undefined;
  if (!call) return [at({ at: ['source', 'endpoint'], message: unknownEndpoint(contract, source.endpoint, []) })];
  const problems = checkCall(source.endpoint, call, source);
  if (call.select === 'first') {
    problems.push({ at: ['source', 'endpoint'], message: `"${source.endpoint}" answers with ${ANSWERS.first}; a sitemap needs a call that lists every item` });
  } else if (source.select !== call.select) {
    problems.push({ at: ['source', 'select'], message: `must be "${call.select}": "${source.endpoint}" answers with ${ANSWERS[call.select]}` });
  }
  return problems.map(at);
}
