import { createContext, Suspense, use, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { fetchBlockData, type DataContext } from '../data/blockData';
import type { BlockDataResult, DataSource } from '../data/source';
import { useSettled } from './settled';
import { SiteContext } from './site';
import type { UrlParams } from './types';
import { bodyOverrides, queryFor, readUrlValues } from './urlState';

interface BlockDataBinding {
  source: DataSource;
  ctx: DataContext;
  initial: Promise<BlockDataResult>;
  notFoundPath: string;
  /** The block's URL state, if its definition declares one. */
  urlParams?: UrlParams | undefined;
  /** The history entry the page's load was made for: `initial` answers that entry's URL. */
  visitKey: string;
}

/**
 * A block's calls for later arrivals at history entries, by arrival, held per page load
 * (keyed by its first promise, which lives as long as the load). Not in the component's memo:
 * a render that suspends on its data is thrown away, memo and all, and its retry must find
 * the same call, not start another.
 */
const queriesByLoad = new WeakMap<Promise<BlockDataResult>, Map<number, Promise<BlockDataResult>>>();
function queriesOf(initial: Promise<BlockDataResult>) {
  let queries = queriesByLoad.get(initial);
  if (!queries) queriesByLoad.set(initial, (queries = new Map()));
  return queries;
}

const BindingContext = createContext<BlockDataBinding | null>(null);
export const BlockDataProvider = BindingContext.Provider;

const RelatedContext = createContext<DataContext['blocks']>({});
export const RelatedDataProvider = RelatedContext.Provider;

/**
 * One of the block's related calls (its definition's `related`), started by the route's
 * load with the block's own: already settled when the server embedded it.
 */
export function useRelatedData(name: string): Promise<BlockDataResult> | undefined {
  return useContext(RelatedContext)[name];
}

// A long visit pages back and forth; only recent entries' answers are worth keeping.
const MAX_QUERIES = 20;

export interface BlockUrlState {
  /** Each URL parameter's value: from the URL when valid, else the source body's default. */
  values: Record<string, number>;
  /** The block's data for these values. */
  promise: Promise<BlockDataResult>;
  /** A link to this page with some values changed (the rest, and foreign parameters, kept). */
  hrefWith(changes: Record<string, number>): string;
  /** Changes whenever the values do (a link followed, Back or Forward): what a list scrolls on. */
  key: string;
}

/**
 * The block's state from the page's URL (its definition's `urlParams`) and the data for it.
 * The URL the page was opened at is answered by the route's load (on a server-rendered
 * page, the data that came with it); every later move — a page link, Back, Forward, even
 * back to that first URL — calls the source again with the values set, the same method
 * and body shape.
 */
export function useBlockUrlState(): BlockUrlState {
  const binding = useContext(BindingContext);
  if (!binding?.urlParams) throw new Error('useBlockUrlState needs a block with a data source and urlParams');
  const { pathname, search, key: locationKey } = useLocation();
  const { urlParams, source } = binding;
  const transientParams = useContext(SiteContext)?.transientParams;
  const body = source.body;
  const values = useMemo(() => readUrlValues(urlParams, new URLSearchParams(search), body), [urlParams, search, body]);
  // Each arrival at a history entry (a link, Back, Forward, even back to the page's first URL)
  // counts: all but the page's own first one ask again. Counted in a ref, not state, so a
  // render that suspends and is retried is the same arrival.
  const arrival = useRef({ key: binding.visitKey, n: 0 });
  if (arrival.current.key !== locationKey) arrival.current = { key: locationKey, n: arrival.current.n + 1 };
  const n = arrival.current.n;
  let promise = binding.initial;
  if (n > 0) {
    const queries = queriesOf(binding.initial);
    const known = queries.get(n);
    promise = known ?? fetchBlockData(source, binding.ctx, bodyOverrides(urlParams, values));
    if (!known) {
      queries.set(n, promise);
      if (queries.size > MAX_QUERIES) queries.delete(queries.keys().next().value!);
    }
  }
  return {
    values,
    promise,
    hrefWith: (changes) => `${pathname}${queryFor(urlParams, { ...values, ...changes }, body, new URLSearchParams(search), transientParams)}`,
    key: JSON.stringify(values),
  };
}

// Never settles: a boundary still holding server HTML that suspends on it keeps that HTML.
const NEVER = new Promise<never>(() => {});

interface AwaitProps {
  promise: Promise<BlockDataResult>;
  fallback: ReactNode;
  /**
   * The block is hydrating over HTML the server rendered from this very call's data: if the
   * browser's call fails (a network, or an API that does not answer this origin), that HTML
   * stays as it is, readable and working as it does without script, instead of skeletons.
   */
  overServerHtml?: boolean;
}

function Resolved({ promise, fallback, overServerHtml, children }: AwaitProps & { children: (data: unknown) => ReactNode }) {
  const binding = useContext(BindingContext);
  const result = useSettled(promise);
  if (result.status === 'ok') return <>{children(result.data)}</>;
  // Over the server's HTML (which found the item), a failed call in the browser leaves that HTML as it is.
  if (overServerHtml && promise === binding?.initial) use(NEVER);
  // A failed detail goes to /404; a failed list keeps its skeletons (already logged): docs/behaviour.md, "Failures".
  if (binding?.source.onError === 'not-found') return <Navigate to={binding.notFoundPath} replace />;
  return <>{fallback}</>;
}

/**
 * Shows `fallback` (the skeleton) until the data arrives, and keeps it if the call fails. `waiting`,
 * what the boundary shows while it waits, is the fallback unless the caller knows nothing will suspend.
 */
export function AwaitBlockData<D>({
  promise,
  fallback,
  waiting = fallback,
  overServerHtml,
  children,
}: AwaitProps & { children: (data: D) => ReactNode; waiting?: ReactNode }) {
  // The block's own source's data, of the type its definition gives (see blockDefinition).
  const render = (data: unknown) => children(data as D);
  return (
    <Suspense fallback={waiting}>
      <Resolved promise={promise} fallback={fallback} overServerHtml={overServerHtml}>
        {render}
      </Resolved>
    </Suspense>
  );
}
