/**
 * Renders one block the way a page does (its definition, skeleton, data boundary and
 * error boundary) inside a memory router, with the data the loader would have given it.
 */
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BlockHost } from '../engine/BlockHost';
import { startBlockData } from '../engine/loader';
import { loadBlock, type Registry } from '../engine/registry';
import type { BlockConfig, SomeBlockDefinition } from '../engine/types';
import type { BlockDataResult } from '../data/source';
import { registry as siteRegistry } from '../blocks/registry';
import { connectTo, siteFromConfig } from '../engine/site';
import { SiteProvider } from '../engine/SiteProvider';
import { HostsContext } from '../ui/hosts';
import { normalizeHosts, type Hosts } from '../platform/hosts';
import type { SiteConfig } from '../engine/types';
import { configIn, localeOfConfig } from './config';

export interface RenderBlockOptions {
  props?: Record<string, unknown>;
  source?: BlockConfig['source'];
  /** The loader's result; a never-settling promise keeps the loading state. */
  result?: Promise<BlockDataResult> | BlockDataResult;
  path?: string;
  /** The page URL's query, e.g. "?page=2" (the loader's result is given as for that URL). */
  search?: string;
  params?: Record<string, string>;
  /** Extra routes (e.g. the /404 page) to observe navigation. */
  extraRoutes?: { path: string; element: React.ReactNode }[];
  /** The page's config (its site details); by default the repository's pages.config.json in `locale`. */
  config?: SiteConfig;
  /**
   * The page's language: its texts, and how it writes numbers and dates. By default the one
   * `config` was resolved for by `configIn` (so `{ config: configIn('es') }` is a Spanish page), else English.
   */
  locale?: string;
  /** The site's hosts (by default TEST_HOSTS); the API is never called at them (the result is given). */
  hosts?: Partial<Hosts>;
}

/** The hosts a block renders with in tests: pictures, files and videos resolve against these. */
export const TEST_HOSTS = normalizeHosts({ apiUrl: 'http://api.test', contentUrl: 'http://content.test', mediaUrl: 'http://media.test' });

/** Renders `children` inside a site with TEST_HOSTS (a component rendered alone, outside the engine). */
export function WithTestHosts({ children }: { children: ReactNode }) {
  return <HostsContext.Provider value={TEST_HOSTS}>{children}</HostsContext.Provider>;
}

/** A connection to TEST_HOSTS: the API is called over fetch (a test stubs it, or gives the result). */
export const testConnection = () => connectTo(TEST_HOSTS);

/** The block's type is its key in the site's registry (a definition does not repeat it). */
const typeOf = (def: SomeBlockDefinition) => Object.entries(siteRegistry).find(([, d]) => d === def)?.[0] ?? 'test-block';

function mount(type: string, def: SomeBlockDefinition, opts: RenderBlockOptions) {
  const registry: Registry = { [type]: def };
  const block: BlockConfig = { type, props: opts.props ?? {}, ...(opts.source ? { source: opts.source } : {}) };
  const promise = opts.result === undefined ? undefined : opts.result instanceof Promise ? opts.result : Promise.resolve(opts.result);
  // The block's related calls start as the route's load starts them (its own result is given above).
  const params = opts.params ?? {};
  const connection = connectTo(opts.hosts ? normalizeHosts(opts.hosts) : TEST_HOSTS);
  const related = startBlockData({ registry, shell: {}, callApi: connection.callApi }, [{ type, props: block.props }], { params });
  const router = createMemoryRouter(
    [
      {
        path: opts.path ?? '/',
        element: (
          <BlockHost
            registry={registry}
            block={block}
            blockId="b0"
            promise={promise}
            ctx={{ params, blocks: related, callApi: connection.callApi }}
            notFoundPath="/404"
            visitKey="default"
            route={opts.path ?? '/'}
          />
        ),
      },
      { path: '/404', element: <p>not-found page</p> },
      ...(opts.extraRoutes ?? []),
    ],
    {
      initialEntries: [
        `${opts.params ? (opts.path ?? '/').replace(/:(\w+)/g, (_, k: string) => opts.params![k] ?? k) : (opts.path ?? '/')}${opts.search ?? ''}`,
      ],
    },
  );
  const locale = opts.locale ?? (opts.config ? localeOfConfig(opts.config) : undefined);
  const site = siteFromConfig(opts.config ?? configIn(locale ?? 'en'), registry, connection, {}, locale);
  return {
    router,
    ...render(
      <SiteProvider site={site}>
        <RouterProvider router={router} />
      </SiteProvider>,
    ),
  };
}

export const ok = (data: unknown): BlockDataResult => ({ status: 'ok', data });
export const failed = (message = 'Network response was not ok'): BlockDataResult => ({ status: 'failed', error: new Error(message) });
export const pending = (): Promise<BlockDataResult> => new Promise(() => {});

// A block's code arrives through a dynamic import, which vitest transforms on first use: slow on a busy machine.
const CODE_TIMEOUT_MS = 30_000;

/**
 * The block once its code has arrived, as a visitor then sees it: its component with the data
 * given as `result` (its skeleton while that is pending, its failure state when it failed). It
 * waits for the block's code itself and renders inside an awaited act, so a block that suspends on
 * its data (React's `use`) has resumed: query the result at once, no `findBy` needed.
 */
export async function renderBlock(def: SomeBlockDefinition, opts: RenderBlockOptions = {}) {
  const type = typeOf(def);
  // Loaded through the engine, the definition's component renders without suspending (no skeleton first).
  await loadBlock({ [type]: def }, type, CODE_TIMEOUT_MS);
  let out!: ReturnType<typeof mount>;
  await act(async () => {
    out = mount(type, def, opts);
  });
  return out;
}

/**
 * The block's first paint on a page whose code for it has not arrived: its skeleton, synchronously.
 * The code then loads as on a page (await a `findBy` to see the component).
 */
export function renderBlockLoading(def: SomeBlockDefinition, opts: RenderBlockOptions = {}) {
  // A copy the engine has never loaded, so it suspends on its code even after renderBlock loaded the original.
  return mount(typeOf(def), { ...def }, opts);
}
