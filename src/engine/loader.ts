import { fetchBlockData, type DataContext } from '../data/blockData';
import { dependsOnBlocks } from '../platform/template';
import type { BlockDataResult, DataSource } from '../data/source';
import { blockDefinition, loadBlock, type Registry } from './registry';
import { settled } from './settled';
import type { BlockPromises, RouteLoad, Site } from './site';
import type { BlockConfig } from './types';
import { blockUrlState } from './urlState';
import { visibleBlocks } from './visibility';
import { allBlocks, placedBlocks, topKey } from './config/tree';

export type { BlockPromises };

/** A route's (or the footer's) own block's key; a nested block's is its parent's and its place's (config/tree.ts: placedBlocks). */
export const blockKey = (block: BlockConfig, index: number) => topKey(block, index);
/** Where a block's related call sits among the page's data promises (and in the embedded data). */
export const relatedKey = (key: string, name: string) => `${key}~${name}`;

/** A block's related calls, by name, from the page's data promises. */
export function relatedOf(promises: DataContext['blocks'], key: string): DataContext['blocks'] {
  const prefix = relatedKey(key, '');
  return Object.fromEntries(Object.entries(promises).flatMap(([k, p]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), p]] : [])));
}

const waitsForBlocks = (block: BlockConfig) => dependsOnBlocks(block.source?.body);

/** Block data that came with the page (keyed like BlockPromises): no call is made for these. */
export type PrimedData = Record<string, unknown>;

/**
 * Whether a block of a server-rendered page renders in the browser as the page hydrates whatever
 * its data (an interactive block, one that hydrates with the page), and so needs that data there.
 * The others keep their server HTML (see BlockHost): the server leaves their data out of the page,
 * and the browser asks for it only if the block ever renders again (Back to the first page).
 */
export function rendersAtHydration(registry: Registry, block: BlockConfig): boolean {
  const def = blockDefinition(registry, block.type);
  return !def || Boolean(def.interactive) || def.hydrateWithPage === true;
}

/**
 * Whether a block holds, in its slots, a block that may render as the page hydrates (an island, or
 * one whose data may ask to wake): a layout around one renders too, so the island has its place in
 * React's tree; a layout around static blocks only keeps its server HTML whole.
 */
export function holdsIslands(registry: Registry, block: BlockConfig): boolean {
  return placedBlocks([block])
    .slice(1)
    .some(({ block: b }) => rendersAtHydration(registry, b) || typeof blockDefinition(registry, b.type)?.hydrateWithPage === 'function');
}

/**
 * An island that hydrates only once it nears the viewport, and is not the first thing on the page,
 * or one that says so (`dataAtBoot`): the browser asks for its data when the app boots (its server
 * HTML showing and working meanwhile), long before it wakes, rather than the page carrying it before
 * its first paint.
 */
function fetchedAtBoot(registry: Registry, block: BlockConfig, first: boolean): boolean {
  const def = blockDefinition(registry, block.type);
  if (!def?.interactive || def.hydrateWithPage === true) return false;
  return def.dataAtBoot === true || (!first && (def.wake ?? 'visible') === 'visible');
}

/**
 * The page's data a server embeds for hydration, by key: that of blocks that render as the page
 * hydrates (their own and their related calls'), and of blocks whose data asks them to hydrate;
 * not that of islands fetched when the app boots (see fetchedAtBoot). `firstBlock`: whether the
 * list's first block is the page's first (a route's blocks, not the footer's).
 */
export function forHydration(
  registry: Registry,
  blocks: BlockConfig[],
  data: Record<string, unknown>,
  { firstBlock = true }: { firstBlock?: boolean } = {},
): Record<string, unknown> {
  // The page's first block is the route's first, and every block in its slots (at the top of the page too).
  const first = firstBlock && blocks[0] ? blockKey(blocks[0], 0) : undefined;
  const wanted = placedBlocks(blocks).flatMap(({ block, key, topKey: top }) => {
    const wake = blockDefinition(registry, block.type)?.hydrateWithPage;
    if (typeof wake === 'function' && key in data && asksToWake(wake, block, data[key])) return [key];
    return rendersAtHydration(registry, block) && !fetchedAtBoot(registry, block, top === first) ? [key] : [];
  });
  return Object.fromEntries(Object.entries(data).filter(([key]) => wanted.some((w) => key === w || key.startsWith(relatedKey(w, '')))));
}

/**
 * Whether a block's data asks it to hydrate with the page. One whose answer throws (data of another
 * shape than the block reads) is embedded all the same: the browser renders it, and its boundary
 * deals with the failure there.
 */
function asksToWake(wake: (props: unknown, data: unknown) => boolean, block: BlockConfig, data: unknown): boolean {
  try {
    return wake(block.props ?? {}, data);
  } catch {
    return true;
  }
}

// What failed as a block was loaded, thrown again as the block renders, under its own error boundary
// (which logs it once): its config (its URL state, its related calls) by the config object, its code by
// its definition. Loading the page goes on without them.
const configFailures = new WeakMap<BlockConfig, unknown>();
const codeFailures = new WeakMap<object, unknown>();

/** What went wrong loading this block (its config or its code), if anything: the block throws it as it renders. */
export function loadFailureOf(registry: Registry, block: BlockConfig): { error: unknown } | undefined {
  if (configFailures.has(block)) return { error: configFailures.get(block) };
  const def = blockDefinition(registry, block.type);
  return def && codeFailures.has(def) ? { error: codeFailures.get(def) } : undefined;
}

const leftOut = new WeakSet<Promise<unknown>>();

/** Whether this is a call the page's data left out (a block the server meant to keep as HTML), not yet asked for. */
export const leftOutOfPage = (promise: Promise<unknown> | undefined): boolean => Boolean(promise && leftOut.has(promise));

/**
 * A promise whose call starts only when something waits on it: a block kept as server HTML
 * makes no call, and the same block rendered again later (Back to the first page) asks then.
 */
function onDemand<T>(start: () => Promise<T>): Promise<T> {
  let started: Promise<T> | undefined;
  const get = () => (started ??= start());
  const lazy: Promise<T> = {
    then: (onFulfilled, onRejected) => get().then(onFulfilled, onRejected),
    catch: (onRejected) => get().catch(onRejected),
    finally: (onFinally) => get().finally(onFinally),
    [Symbol.toStringTag]: 'Promise',
  };
  leftOut.add(lazy);
  return lazy;
}

/** What starting the calls reads of the site: its block types, its items' check, its API client and its language. */
export type DataSite = Pick<Site, 'registry' | 'checkItem' | 'callApi'> & { shell: { locale?: string } };

export interface BlockDataOptions {
  /** The route's parameters ({params.slug} in a source's body). */
  params: DataContext['params'];
  /** Data that came with the page, by key: no call is made for it. */
  primed?: PrimedData | undefined;
  /** The URL's query: the blocks' URL state (?page=2). */
  search?: string;
  codeFor?: CodeFor;
}

/**
 * Starts every data block's call at once (one promise each, none awaited) so the page
 * can show skeletons and fill in block by block; blocks that use another block's data
 * chain on its promise. The same on a server and in the browser. Data that came with the
 * page is a settled promise (see settled.ts), which renders in one pass.
 */
export function startBlockData(site: DataSite, blocks: BlockConfig[], { params, primed = {}, search = '', codeFor = 'all' }: BlockDataOptions): BlockPromises {
  const { registry, checkItem, callApi } = site;
  const language = site.shell.locale;
  const promises: BlockPromises = {};
  const ctx: DataContext = { params, blocks: promises, checkItem, language, callApi };
  const query = new URLSearchParams(search);
  let onlyIfAsked = false;
  const start = (key: string, source: DataSource, overrides?: Record<string, unknown>) => {
    if (key in primed) promises[key] = settled<BlockDataResult>({ status: 'ok', data: primed[key] });
    else if (onlyIfAsked) promises[key] = onDemand(() => fetchBlockData(source, ctx, overrides));
    else promises[key] = fetchBlockData(source, ctx, overrides);
  };
  // Independent blocks first, so a dependent one finds its source's promise in place; the blocks in
  // layout blocks' slots too, each under its own key.
  const ordered = placedBlocks(blocks).sort((a, b) => Number(waitsForBlocks(a.block)) - Number(waitsForBlocks(b.block)));
  for (const { block, key } of ordered) {
    // Hydrating: a block that keeps its server HTML came without its data and asks for none.
    onlyIfAsked = codeFor === 'interactive' && !rendersAtHydration(registry, block);
    configFailures.delete(block);
    try {
      // The page the URL asks for (a list's ?page=2): the call the block would make for it.
      const def = blockDefinition(registry, block.type);
      if (block.source) start(key, block.source, blockUrlState(def, block, query)?.overrides);
      const related = def?.related?.(block.props ?? {}) ?? {};
      for (const [name, source] of Object.entries(related)) start(relatedKey(key, name), source);
    } catch (error) {
      // Props its definition cannot read (a list's URL state, its related calls): this block fails, not the page.
      configFailures.set(block, error);
    }
  }
  return promises;
}

/**
 * Which blocks' code a load fetches: 'all', or 'interactive' when hydrating a server-rendered
 * page, where the others keep their server HTML (see BlockHost) and need no code.
 */
export type CodeFor = 'all' | 'interactive';

/** Loads the blocks' code; a type whose code fails (or times out) fails its blocks only (see loadFailureOf). */
function loadCode(registry: Registry, types: string[], timeoutMs: number, codeFor: CodeFor = 'all') {
  const wanted = [...new Set(types)].filter((t) => codeFor === 'all' || blockDefinition(registry, t)?.interactive);
  return Promise.all(
    wanted.map(async (t) => {
      const def = blockDefinition(registry, t);
      // An unknown type renders nothing (the validator names it): no code to load.
      if (!def) return;
      try {
        await loadBlock(registry, t, timeoutMs);
        codeFailures.delete(def);
      } catch (error) {
        codeFailures.set(def, error);
      }
    }),
  );
}

/**
 * A route's load: its blocks' config and code (the code bounded by the chunk timeout)
 * and every data call started — resolved once the code is there, not the data.
 */
export async function loadRoute(
  site: Site,
  routeIndex: number,
  params: DataContext['params'],
  primed?: PrimedData,
  search = '',
  codeFor: CodeFor = 'all',
): Promise<RouteLoad> {
  const timeout = site.shell.chunkTimeoutMs;
  const code = loadCode(site.registry, site.shell.routes[routeIndex]?.blockTypes ?? [], timeout, codeFor);
  // Data calls start as soon as the route's config is in, while the code still travels.
  const blocks = visibleBlocks(await site.loadRouteBlocks(routeIndex), site.now?.() ?? Date.now());
  const data = startBlockData(site, blocks, { params, primed, search, codeFor });
  await code;
  return { blocks, data };
}

export async function loadBlocks(
  site: Site,
  all: BlockConfig[],
  params: DataContext['params'],
  primed?: PrimedData,
  codeFor: CodeFor = 'all',
): Promise<RouteLoad> {
  const blocks = visibleBlocks(all, site.now?.() ?? Date.now());
  const data = startBlockData(site, blocks, { params, primed, codeFor });
  await loadCode(
    site.registry,
    allBlocks(blocks).map((b) => b.type),
    site.shell.chunkTimeoutMs,
    codeFor,
  );
  return { blocks, data };
}

const MAX_CACHED_LOADS = 30;

/**
 * The cache key of a route's load: a new visit to a path loads afresh. Moving within a
 * page's URL state (?page=2) is not a new visit: the page's blocks stay, and the block
 * whose state it is asks again (see useBlockUrlState).
 */
export const routeLoadKey = (locationKey: string, pathname: string) => `${locationKey}:${pathname}`;
export const FOOTER_LOAD_KEY = 'footer';

/** Puts a load that is already complete in the cache, so the first render does not suspend on it. */
export function primeLoad(site: Site, key: string, load: RouteLoad): void {
  site.loads.set(key, settled(load));
}

/** One load per key for the life of the site object; the oldest are dropped so a long visit stays small. */
export function cachedLoad(site: Site, key: string, start: () => Promise<RouteLoad>): Promise<RouteLoad> {
  let load = site.loads.get(key);
  if (!load) {
    load = start();
    site.loads.set(key, load);
    if (site.loads.size > MAX_CACHED_LOADS) site.loads.delete(site.loads.keys().next().value!);
  }
  return load;
}
