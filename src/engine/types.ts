import type { ReactNode } from 'react';
import type { FromSchema } from 'json-schema-to-ts';
import type { blockSchema, siteSchema } from './config/siteSchema';
import type { DataSource, SelectMode } from '../data/source';
import type { Enhancement, WakeWhen } from '../islands/runtime';

/** One whole number a block keeps in the page's URL (see urlParams below and urlState.ts). */
export interface UrlParam {
  /** The source body field the number goes into, e.g. "pageIndex". */
  field: string;
  /** The smallest value that means something (1 for a page, 0 for "All"); anything below, or not a whole number, is ignored. */
  min: number;
}

/** Query parameter name → what it sets. */
export type UrlParams = Record<string, UrlParam>;

export type SiteConfig = FromSchema<typeof siteSchema>;
export type BlockConfig = FromSchema<typeof blockSchema>;
export type RouteConfig = SiteConfig['routes'][number];
export type SiteInfo = SiteConfig['site'];
export type NavItem = SiteConfig['header']['nav'][number];

/** What a block's component receives. `data` is undefined for blocks without a source. */
export interface BlockComponentProps<P, D = unknown> {
  props: P;
  data: D;
  /** The block's id in config (or its index), unique on the page. */
  blockId: string;
}

export interface BlockSkeletonProps<P> {
  props: P;
}

/**
 * What a layout block's component receives: its props, and `slot`, which renders the blocks of one
 * of its slots (x-slot props) where it is called — `slot('content')`, or one list of a slot of
 * lists, `slot('columns', 1)`. Each of those blocks is the engine's as a route's own block is: its own
 * error boundary, data, skeleton and island.
 */
export interface LayoutProps<P> {
  props: P;
  blockId: string;
  slot: (name: string, list?: number) => ReactNode;
}

export type BlockLayout<P> = (props: LayoutProps<P>) => ReactNode;

// Function components: a class's `defaultProps` would make a definition's props flow out of it,
// and a definition could no longer stand in for any other (see SomeBlockDefinition).
export type BlockComponent<P, D> = (props: BlockComponentProps<P, D>) => ReactNode;
export type BlockSkeleton<P> = (props: BlockSkeletonProps<P>) => ReactNode;

/** What a block shows: one kind of item ("document"), or a kind chosen by one of its props ({ prop: "item", kinds: { logo: "client" } }). */
export type ShownKindOf<K extends string = string> = K | { prop: string; kinds: Readonly<Record<string, K>> };

/**
 * How a block is bound to the API: what the config check holds its `source` to (and, through the
 * API's contract, the source's endpoint, method and body). Declared once, in the block's schema.ts as
 * `binding`, which its schema carries as "x-binding" (the validator reads schemas only, so it runs in
 * Node without the blocks' code; kept out of the definition, which the browser loads, as no code there reads it).
 */
export type BlockBinding<K extends string = string> =
  /** The block shows its props only: a `source` in config would be fetched for nothing. */
  | { source: 'forbidden' }
  | {
      /** 'required': it cannot render without its data; 'optional': it renders its props without one (a document list's props.items). */
      source: 'required' | 'optional';
      /** How it reads its source's answer: 'list' (data.list, page by page), 'array' (every item), 'first' (one item). */
      select: SelectMode;
      /** The kind of item it shows; left out, any kind (a form reads only its item's id). */
      shows?: ShownKindOf<K>;
    };

/**
 * A block type: the one object a block folder's index exports. Its type name is written
 * once, as its key in the registry (which is also its folder's name).
 * The component loads lazily so a page downloads only the blocks it uses;
 * the skeleton ships eagerly because it is what shows while code or data loads.
 */
export interface BlockDefinition<P, D> {
  /** Its component's code, loaded when a page first shows the block; for a layout block, only its styles (see `layout`). */
  load: () => Promise<{ default: BlockComponent<P, D> }>;
  Skeleton: BlockSkeleton<P>;
  /**
   * A layout block (its schema has slots): the component that lays its slots' blocks out, given
   * here rather than loaded, so the engine renders it at once wherever it is, and on a
   * server-rendered page only when a block in it hydrates (it is never interactive itself, and a
   * layout with nothing interactive inside keeps its server HTML). Layout is markup and CSS: its
   * `load` brings its stylesheet (on a client-side navigation; a server-rendered page has it inline).
   */
  layout?: BlockLayout<P>;
  /**
   * A block whose data describes the page (a detail's item) tells the server what goes
   * in the page's head. Loaded only by the server renderer, never by the browser.
   */
  seo?: () => Promise<{ default: BlockSeo<P, D> }>;
  /**
   * Calls the block makes besides its source, by name, as its props declare them (a list's
   * category filter). The engine starts them with every block's call, on the server too, and
   * the browser hydrates from what the server got; the block reads them with `useRelatedData`.
   */
  related?: (props: P) => Record<string, DataSource>;
  /**
   * State the block keeps in the page's URL (a list's page and category), as whole numbers
   * bound to fields of its source body: `{ page: { field: 'pageIndex', min: 1 } }` makes
   * `?page=2` call the source with pageIndex 2, on the server too. The block reads it and
   * makes its links with `useBlockUrlState`.
   */
  urlParams?: (props: P) => UrlParams;
  /**
   * Hydrate with the page even when far below the fold (others wait until they near the
   * viewport): for blocks a visitor may type into before then, so no keystroke races hydration.
   * A function decides from the block's data: a block that renders nothing but still has
   * something to do in the browser (an empty home list logs it) cannot wait for a scroll
   * towards an empty box that may never come.
   */
  hydrateWithPage?: boolean | ((props: P, data: D) => boolean);
  /**
   * The block is a form whose selects take options from its `related` calls: the server holds the
   * page's body until those answers are in (within its deadline), so the form can be filled without script.
   */
  form?: boolean;
  /**
   * The block does something in the browser (a carousel, a form, script-driven pagination, a
   * lightbox, an animation). Blocks without it are never hydrated on a server-rendered page:
   * their HTML stays as the server wrote it and their code is not downloaded (it loads when a
   * client-side navigation renders them). `hydrateWithPage` still wakes one whose data asks for it.
   */
  interactive?: boolean;
  /**
   * When an interactive block wants its code on a server-rendered page: 'visible' (the default)
   * once it comes within half a screen of the viewport; 'interaction' only once the visitor
   * reaches for the page (its links and forms work without script meanwhile: a list's
   * pagination); 'near' once it comes within a whole screen of the viewport (a form: its code is live
   * before the visitor reaches it). A form also wakes at the first sign of use inside it, and a page
   * whose own blocks hold a form boots at its first paint (`form`; the protocol: src/islands/runtime.ts).
   */
  wake?: WakeWhen;
  /**
   * On a server-rendered page, the block's data is not in the page: the browser asks the API for it
   * when the app boots, the server's HTML standing meanwhile (and staying, should the call fail).
   * For an island whose data is mostly what its HTML already shows (a detail's article), which the
   * page would otherwise carry twice. Islands that wake near the viewport below the page's first
   * block are always fetched so.
   */
  dataAtBoot?: boolean;
  /**
   * What the block does on its server HTML before the app boots, or without it: a few lines of
   * plain DOM (a video started once the page is idle, figures counting up), so a block that only
   * needs that never wakes React. The page's start runs it on each of the block's elements once the
   * window has loaded and stops it (calls what it returns) when the block hydrates; it may call
   * `wake` to boot the app when it needs more (the block then hydrates as islands do). A block with
   * nothing else interactive leaves out `interactive` and never hydrates; its component runs the
   * same enhancement on what it renders, for pages rendered in the browser.
   */
  enhance?: () => Promise<{ default: Enhancement }>;
  /**
   * The block is at least a screen tall whatever its content (the hero: 100svh): what a page holds
   * after it starts below the first screen, so its styles may come after the first paint.
   */
  fillsScreen?: boolean;
  /**
   * The block draws outside its own box (it pins itself, or places fixed elements):
   * the page must not skip laying it out while it is off screen (see .block-deferrable).
   */
  escapesBox?: boolean;
}

/** What a block says about its page, for the head the server writes. */
export interface PageSeo {
  title?: string;
  description?: string;
  keywords?: string;
  /** A path on the content host or an absolute URL. */
  image?: string;
  imageAlt?: string;
  /** 'article' for posts; 'website' otherwise. */
  ogType?: 'website' | 'article';
  /** JSON-LD objects, each written as its own script. */
  jsonLd?: Record<string, unknown>[];
}

export interface SeoContext {
  /** The page's absolute URL on SITE_URL. */
  url: string;
  siteUrl: string;
  site: SiteInfo;
  /** Resolves an API image path against the content host. */
  contentUrl: (path: string) => string;
}

export type BlockSeo<P, D> = (props: P, data: D, ctx: SeoContext) => PageSeo;

/** A block's definition, its props' and data's types kept: they reach its component, `related`, `seo` and `urlParams`. */
export function defineBlock<P, D = unknown>(def: BlockDefinition<P, D>): BlockDefinition<P, D> {
  return def;
}

/**
 * Any block's definition, its types forgotten: what a registry holds. Every definition is one
 * (props and data only ever flow into a block), but nothing can be handed to it as it is typed:
 * the engine reads it through `blockDefinition` (registry.ts).
 */
export type SomeBlockDefinition = BlockDefinition<never, never>;
