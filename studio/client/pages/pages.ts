/**
 * Pages as the studio adds, copies, renames and deletes them, and their places in the menus: pure
 * functions `(config, args) => config`, each dispatched as one `change` step (so undo covers them)
 * and checked by the build's validator like any edit. Links are found generically: every string of
 * the config that is the page's path, or starts with it and "/", "?" or "#" (menus, footer columns,
 * any block prop), never by naming a block type.
 */
import { allBlocks } from '../../../src/engine/config/tree';
import { defaultLocale, localesOf } from '../../../src/engine/config/locales';
import type { BlockConfig, SiteConfig } from '../../../src/engine/types';
import { expandPath } from '../../../src/platform/paths';
import { blockLabel, freshCopy } from '../blocks';
import { moveItem } from '../form/moveItem';
import { textIn } from '../locale/text';

type Route = SiteConfig['routes'][number];
type Redirect = NonNullable<SiteConfig['redirects']>[number];
export type MenuLink = SiteConfig['header']['topStrip'][number];
/** A text in each language, by locale code ("" or missing: falls back). */
export type Texts = Record<string, string>;
type Segment = string | number;

/** What "Add a page" asks: the path, a title in each language, and a start (blank, or a copy of a page's blocks). */
export interface PageDraft {
  path: string;
  titles: Texts;
  /** The route whose blocks the page starts with; null: blank. */
  copyOf: number | null;
}

const PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const brandOf = (config: SiteConfig) => config.site.brand;
/** A path as visitors type it: {brand} filled, no trailing slash. */
const bare = (config: SiteConfig, path: string) => expandPath(path, brandOf(config)).replace(/(.)\/+$/, '$1');

/** A text for the config: a plain string when only the default language has one, else one value per language. */
export function textValue(config: SiteConfig, texts: Texts): string | Texts {
  const def = defaultLocale(localesOf(config)).code;
  const given = Object.fromEntries(Object.entries(texts).flatMap(([code, t]) => (t.trim() ? [[code, t.trim()]] : [])));
  const codes = Object.keys(given);
  return codes.length === 1 && codes[0] === def ? given[def]! : given;
}

/** A text of the config in each of the site's languages (its own value, or "" where it falls back). */
export function textsOf(config: SiteConfig, value: unknown): Texts {
  const locales = localesOf(config);
  const def = defaultLocale(locales).code;
  return Object.fromEntries(
    locales.map((l) => {
      if (typeof value === 'string') return [l.code, l.code === def ? value : ''];
      const own = value && typeof value === 'object' ? (value as Record<string, unknown>)[l.code] : undefined;
      return [l.code, typeof own === 'string' ? own : ''];
    }),
  );
}

/** What is wrong with a path for a page (`except`: the page being renamed), or undefined. */
export function pathProblem(config: SiteConfig, path: string, except?: number): string | undefined {
  if (!PATH.test(path)) return 'Use a path like "/middle-east-expo": "/" then lowercase letters, digits and hyphens (more parts after another "/").';
  const taken = config.routes.findIndex((r, i) => i !== except && bare(config, r.path) === bare(config, path));
  if (taken >= 0) return `${path} is already a page: ${textIn(config.routes[taken]!.title)}.`;
  return undefined;
}

/** What is wrong with a new page, by field ("path", "title-en"): empty when it can be added. */
export function draftProblems(config: SiteConfig, draft: PageDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const path = pathProblem(config, draft.path.trim());
  if (path) problems.path = path;
  const def = defaultLocale(localesOf(config));
  if (!draft.titles[def.code]?.trim()) problems[`title-${def.code}`] = `Give the page a title in ${def.label}: the other languages fall back to it.`;
  return problems;
}

/** Every string in a value passed through `fn` (the value is copied, never changed). */
function mapStrings<T>(value: T, fn: (s: string, path: Segment[]) => string, path: Segment[] = []): T {
  // The same shape with its strings replaced: still a T.
  if (typeof value === 'string') return fn(value, path) as T;
  if (Array.isArray(value)) return value.map((v, i) => mapStrings(v, fn, [...path, i])) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn, [...path, k])])) as T;
  }
  return value;
}

/**
 * A page's blocks copied with ids of their own, unused anywhere in the config (blocks in slots too);
 * a data template naming a copied block ("{blocks.news-1.id}") names its copy.
 */
export function copyBlocks(config: SiteConfig, blocks: readonly BlockConfig[]): BlockConfig[] {
  const copy: BlockConfig[] = [];
  // The copy so far counts as taken: two blocks of one kind get two ids.
  for (const b of blocks) copy.push(freshCopy(b, { footer: config.footer, routes: [...config.routes, { blocks: copy }] }));
  // Both walked in the same order: each copied block's id beside its original's.
  const after = allBlocks(copy);
  const renamed = new Map(allBlocks(blocks).flatMap((b, i) => (b.id && after[i]?.id ? [[b.id, after[i].id] as const] : [])));
  return mapStrings(copy, (s) =>
    s.replace(/\{blocks\.([a-z][a-z0-9-]*)\./g, (whole, id: string) => (renamed.has(id) ? `{blocks.${renamed.get(id)!}.` : whole)),
  );
}

/** The config with the new page last (its blocks blank or copied), and its index; a redirect from its path gives the address back to it. */
export function addPage(config: SiteConfig, draft: PageDraft): { config: SiteConfig; index: number } {
  const path = draft.path.trim();
  const source = draft.copyOf === null ? undefined : config.routes[draft.copyOf];
  // A title in several languages is written as pages.config.json takes it (the types see one language's).
  const route: Route = { path, title: textValue(config, draft.titles) as string, blocks: source ? copyBlocks(config, source.blocks) : [] };
  return {
    config: withRedirects(
      { ...config, routes: [...config.routes, route] },
      (config.redirects ?? []).filter((r) => bare(config, r.from) !== bare(config, path)),
    ),
    index: config.routes.length,
  };
}

/** A path like `base` that no page has: base, base-2, base-3… */
function freePath(config: SiteConfig, base: string): string {
  let path = base;
  for (let n = 2; pathProblem(config, path); n++) path = `${base}-${n}`;
  return path;
}

/** The page copied whole (title, description, picture, blocks with ids of their own) at "<path>-copy", placed after it. */
export function duplicatePage(config: SiteConfig, index: number): { config: SiteConfig; index: number } | { refused: string } {
  const route = config.routes[index];
  if (!route) return { refused: 'There is no such page.' };
  if (route.path.includes(':')) return { refused: `${route.path} has a parameter: its copy would show the same items. Add a page instead.` };
  const copy: Route = {
    ...structuredClone(route),
    path: freePath(config, `${route.path === '/' ? '/home' : route.path}-copy`),
    blocks: copyBlocks(config, route.blocks),
  };
  const routes = [...config.routes.slice(0, index + 1), copy, ...config.routes.slice(index + 1)];
  return { config: { ...config, routes }, index: index + 1 };
}

/** Whether a link points at `path` or inside it: the path itself, or followed by "/", "?" or "#". */
const under = (href: string, path: string) => href === path || (href.startsWith(path) && '/?#'.includes(href[path.length]!));
/** Whether a link points at `path` itself (its query or anchor aside). */
const at = (href: string, path: string) => (href.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1') || '/') === path;

/** The page's path as written and as visitors type it ({brand} filled): links may use either. */
const spellings = (config: SiteConfig, path: string) => [...new Set([path, bare(config, path)])];

/** Paths that are no link: the routes' own paths, and the redirects, which renames and deletions keep themselves. */
const isOwnPath = (path: Segment[]) => (path[0] === 'routes' && path[2] === 'path' && path.length === 3) || path[0] === 'redirects';

function withRedirects(config: SiteConfig, redirects: Redirect[]): SiteConfig {
  const { redirects: _old, ...rest } = config;
  return redirects.length ? { ...rest, redirects } : rest;
}

export type Renamed = { config: SiteConfig; links: number } | { refused: string };

/**
 * The page at a new path: every link to it follows (menus, footer, block props, notFoundPath),
 * its old path answers 301 with the new one (a redirect X→old becomes X→new, no chain), and a
 * redirect from the new path, left by an earlier rename, goes (renaming back).
 */
export function renamePage(config: SiteConfig, index: number, next: string): Renamed {
  const route = config.routes[index];
  const to = next.trim();
  if (!route) return { refused: 'There is no such page.' };
  if (route.path === '/') return { refused: 'Home stays at "/": rename another page instead.' };
  if (route.path.includes(':')) return { refused: `${route.path} has a parameter (its items' addresses): it keeps its path.` };
  const problem = pathProblem(config, to, index);
  if (problem) return { refused: problem };
  const from = bare(config, route.path);
  if (to === route.path || to === from) return { config, links: 0 };
  const beneath = config.routes.filter((r) => r !== route && bare(config, r.path).startsWith(`${from}/`));
  if (beneath.length) return { refused: `${route.path} has pages beneath it (${beneath.map((r) => r.path).join(', ')}): they would lose their parent.` };
  let links = 0;
  const follow = (s: string, path: Segment[]) => {
    if (isOwnPath(path)) return s;
    const old = spellings(config, route.path).find((p) => under(s, p));
    if (old === undefined) return s;
    links++;
    return `${to}${s.slice(old.length)}`;
  };
  const moved = mapStrings({ ...config, routes: config.routes.map((r, i) => (i === index ? { ...r, path: to } : r)) }, follow);
  const redirects = (config.redirects ?? [])
    .filter((r) => bare(config, r.from) !== to)
    .map((r) => (bare(config, r.to) === from ? { ...r, to } : r))
    .concat({ from, to });
  return { config: withRedirects(moved, redirects), links };
}

/** Names a place of the config as the studio shows it: "Header › nav › RESOURCES › Newsroom". */
const PART_NAMES: Record<string, string | null> = {
  header: 'Header',
  footer: 'Footer',
  site: 'Site',
  topStrip: 'top strip',
  routes: null,
  dropdown: null,
  links: null,
  columns: null,
  blocks: null,
  props: null,
  href: null,
};

function nameOf(item: unknown, i: number): string {
  if (!item || typeof item !== 'object') return `${i + 1}`;
  const o = item as Record<string, unknown>;
  const text = textIn(o.label) || textIn(o.heading);
  if (text) return text;
  if (typeof o.path === 'string') return `Page ${o.path}`;
  if (typeof o.type === 'string') return blockLabel(o as BlockConfig);
  return `${i + 1}`;
}

function placeName(config: SiteConfig, path: Segment[]): string {
  const parts: string[] = [];
  let node: unknown = config;
  for (const seg of path) {
    const next: unknown = node && typeof node === 'object' ? (node as Record<Segment, unknown>)[seg] : undefined;
    if (typeof seg === 'number') parts.push(nameOf(next, seg));
    else if (PART_NAMES[seg] !== null) parts.push(PART_NAMES[seg] ?? seg);
    node = next;
  }
  return parts.join(' › ');
}

/** A JSON path as the build's messages write it: header.nav[5].dropdown.links[1].href */
const jsonPath = (path: Segment[]) => path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i ? `.${s}` : s)).join('');

export interface LinkPlace {
  /** "Header › nav › RESOURCES › Newsroom" */
  place: string;
  /** "header.nav[5].dropdown.links[1].href" */
  path: string;
}

/** Every link to the page outside it (its own blocks' links go with it). */
export function linksTo(config: SiteConfig, index: number): LinkPlace[] {
  const route = config.routes[index];
  if (!route) return [];
  const out: LinkPlace[] = [];
  mapStrings(config, (s, path) => {
    const inside = path[0] === 'routes' && path[1] === index;
    if (!inside && !isOwnPath(path) && path[0] !== 'notFoundPath' && spellings(config, route.path).some((p) => at(s, p))) {
      out.push({ place: placeName(config, path), path: jsonPath(path) });
    }
    return s;
  });
  return out;
}

export type Deleted = { config: SiteConfig } | { refused: string; places: LinkPlace[] };

/** The config without the page (and the redirects to it), refused while anything links to it, and for home, the not-found page and the last page. */
export function deletePage(config: SiteConfig, index: number): Deleted {
  const route = config.routes[index];
  if (!route) return { refused: 'There is no such page.', places: [] };
  if (config.routes.length === 1) return { refused: 'It is the only page of the site.', places: [] };
  if (route.path === '/') return { refused: 'Home cannot be deleted.', places: [] };
  if (bare(config, route.path) === bare(config, config.notFoundPath)) return { refused: `${route.path} is the not-found page (notFoundPath).`, places: [] };
  const places = linksTo(config, index);
  if (places.length)
    return { refused: `${route.path} is still linked from ${places.map((p) => p.place).join('; ')}. Change or remove those links first.`, places };
  const path = bare(config, route.path);
  return {
    config: withRedirects(
      { ...config, routes: config.routes.filter((_, i) => i !== index) },
      (config.redirects ?? []).filter((r) => bare(config, r.to) !== path),
    ),
  };
}

/** A menu of links: the header's top strip, a nav group's dropdown, a footer column. */
export type MenuSpot = { kind: 'topStrip' } | { kind: 'nav'; index: number } | { kind: 'footer'; index: number };

export interface Menu {
  spot: MenuSpot;
  /** "Header › nav › RESOURCES" */
  name: string;
  links: readonly MenuLink[];
}

/** Every menu a page can be put in (a nav item without a dropdown is a single link, not a menu). */
export function menusOf(config: SiteConfig): Menu[] {
  return [
    { spot: { kind: 'topStrip' }, name: 'Header › top strip', links: config.header.topStrip },
    ...config.header.nav.flatMap((item, index): Menu[] =>
      item.dropdown ? [{ spot: { kind: 'nav', index }, name: `Header › nav › ${textIn(item.label)}`, links: item.dropdown.links }] : [],
    ),
    ...config.footer.columns.map((column, index): Menu => ({
      spot: { kind: 'footer', index },
      name: `Footer › ${textIn(column.heading)}`,
      links: column.links,
    })),
  ];
}

const sameSpot = (a: MenuSpot, b: MenuSpot) => a.kind === b.kind && (a.kind === 'topStrip' || (b.kind !== 'topStrip' && a.index === b.index));

/** The config with a menu's links replaced. */
function withMenuLinks(config: SiteConfig, spot: MenuSpot, links: MenuLink[]): SiteConfig {
  if (spot.kind === 'topStrip') return { ...config, header: { ...config.header, topStrip: links } };
  if (spot.kind === 'footer') {
    return { ...config, footer: { ...config.footer, columns: config.footer.columns.map((c, i) => (i === spot.index ? { ...c, links } : c)) } };
  }
  const nav = config.header.nav.map((item, i) => (i === spot.index && item.dropdown ? { ...item, dropdown: { ...item.dropdown, links } } : item));
  return { ...config, header: { ...config.header, nav } };
}

const linksOf = (config: SiteConfig, spot: MenuSpot) => menusOf(config).find((m) => sameSpot(m.spot, spot))?.links ?? [];

/** Where a page is in the menus: each menu's name, and the link's position in it. */
export function menuEntries(config: SiteConfig, path: string): { spot: MenuSpot; name: string; index: number; count: number; label: string }[] {
  const paths = spellings(config, path);
  return menusOf(config).flatMap((menu) =>
    menu.links.flatMap((link, index) =>
      paths.some((p) => at(link.href, p)) ? [{ spot: menu.spot, name: menu.name, index, count: menu.links.length, label: textIn(link.label) }] : [],
    ),
  );
}

/** The page's link added last in a menu. */
export function addToMenu(config: SiteConfig, spot: MenuSpot, href: string, labels: Texts): SiteConfig {
  // A label in several languages, as pages.config.json takes it (the types see one language's).
  return withMenuLinks(config, spot, [...linksOf(config, spot), { label: textValue(config, labels) as string, href }]);
}

export function moveInMenu(config: SiteConfig, spot: MenuSpot, from: number, to: number): SiteConfig {
  const links = linksOf(config, spot);
  if (to < 0 || to >= links.length || from === to) return config;
  return withMenuLinks(config, spot, moveItem(links, from, to));
}

export function removeFromMenu(config: SiteConfig, spot: MenuSpot, index: number): SiteConfig {
  return withMenuLinks(
    config,
    spot,
    linksOf(config, spot).filter((_, i) => i !== index),
  );
}
