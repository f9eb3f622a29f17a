/**
 * Renders one block the way a page does (its definition, skeleton, data boundary and
 * error boundary) inside a memory router, with the data the loader would have given it.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BlockHost } from '../engine/BlockHost';
import { startBlockData } from '../engine/loader';
import type { Registry } from '../engine/registry';
import type { BlockConfig, SomeBlockDefinition } from '../engine/types';
import type { BlockDataResult } from '../data/source';
import { registry as siteRegistry } from '../blocks/registry';
import { SiteContext, siteFromConfig } from '../engine/site';
import type { SiteConfig } from '../engine/types';
import { englishConfig } from './config';

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
  /** The page's config (its site details); by default the repository's pages.config.json in English. */
  config?: SiteConfig;
}

/** The block's type is its key in the site's registry (a definition does not repeat it). */
const typeOf = (def: SomeBlockDefinition) => Object.entries(siteRegistry).find(([, d]) => d === def)?.[0] ?? 'test-block';

export function renderBlock(def: SomeBlockDefinition, opts: RenderBlockOptions = {}) {
  const type = typeOf(def);
  const registry: Registry = { [type]: def };
  const block: BlockConfig = { type, props: opts.props ?? {}, ...(opts.source ? { source: opts.source } : {}) };
  const promise = opts.result === undefined ? undefined : opts.result instanceof Promise ? opts.result : Promise.resolve(opts.result);
  // The block's related calls start as the route's load starts them (its own result is given above).
  const params = opts.params ?? {};
  const related = startBlockData([{ type, props: block.props }], params, {}, registry);
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
            ctx={{ params, blocks: related }}
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
  const site = siteFromConfig(opts.config ?? englishConfig(), registry);
  return {
    router,
    ...render(
      <SiteContext.Provider value={site}>
        <RouterProvider router={router} />
      </SiteContext.Provider>,
    ),
  };
}

export const ok = (data: unknown): BlockDataResult => ({ status: 'ok', data });
export const failed = (message = 'Network response was not ok'): BlockDataResult => ({ status: 'failed', error: new Error(message) });
export const pending = (): Promise<BlockDataResult> => new Promise(() => {});

/**
 * renderBlock inside an awaited act: a block that suspends on its data (React's `use`)
 * resumes only inside an awaited act, so tests of loaded states use this.
 */
export async function showBlock(def: SomeBlockDefinition, opts: RenderBlockOptions = {}) {
  let out!: ReturnType<typeof renderBlock>;
  await act(async () => {
    out = renderBlock(def, opts);
  });
  return out;
}
