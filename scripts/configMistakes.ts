/**
 * The mistakes a marketer makes in pages.config.json, generated with fast-check on the real file, and
 * what must hold for every one: the validator refuses it, naming a path, or each route it touches
 * renders on the server (the site server's own render function, on a real API) with every block it
 * did not touch intact, headings and all. Run by scripts/configMistakes.test.ts (fixed seed, few runs)
 * and by `npm run fuzz:config -- --runs N`.
 */
import fc from 'fast-check';
import type * as ServerEntry from '../src/entry-server';
import type { SiteConfig } from '../src/engine/types';
import type { Hosts } from '../src/platform/hosts';
import { isBlockLike } from '../src/engine/config/tree';

type Renderer = Pick<typeof ServerEntry, 'prepare' | 'serveConfig' | 'servedIn' | 'createValidator'>;
type Json = unknown;
type Path = (string | number)[];

/** One mistake, small enough to read when fast-check prints it as a counterexample. */
export type Mistake =
  | { kind: 'remove'; path: Path }
  | { kind: 'retype' | 'empty' | 'long-text' | 'rtl-text' | 'swap'; path: Path; value: Json }
  | { kind: 'move'; from: Path; to: Path };

const RETYPED: Json[] = [42, -1, 'text', '', true, null, [], {}, ['x'], { x: 1 }, 0.5];
const RTL = ['مرحبا بكم في فولتلاين', 'שלום עולם', '\u202Eevil\u202C text', 'عربي English ١٢٣ mixed'];

const typeOf = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const clone = <T>(v: T): T => structuredClone(v);

function get(root: Json, path: Path): Json {
  let at = root;
  for (const key of path) at = at !== null && typeof at === 'object' ? (at as Record<string | number, Json>)[key] : undefined;
  return at;
}

function parentOf(root: Json, path: Path): { parent: Record<string | number, Json> | Json[]; key: string | number } {
  const parent = get(root, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object') throw new Error(`No value at ${show(path.slice(0, -1))}`);
  return { parent: parent as Record<string | number, Json>, key: path[path.length - 1]! };
}

/** A path as the validator writes one: routes[3].blocks[1].source.select. */
export const show = (path: Path) => path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${k}` : k), '');

/**
 * The blocks in a block's slots (a section's content, each list of columns), recursively, and the
 * slots' lists: a block may be moved out of a slot, or into one.
 */
function nestedPaths(config: SiteConfig, block: Path, out: { blocks: Path[]; slots: Path[] }): void {
  const props = get(config, [...block, 'props']);
  for (const [name, value] of Object.entries(props !== null && typeof props === 'object' ? props : {})) {
    if (!Array.isArray(value) || !value.length) continue;
    const lists: [Path, Json[]][] = value.every(isBlockLike)
      ? [[[...block, 'props', name], value]]
      : value.every((v) => Array.isArray(v) && v.every(isBlockLike))
        ? value.map((col: Json[], c): [Path, Json[]] => [[...block, 'props', name, c], col])
        : [];
    for (const [list, items] of lists) {
      out.slots.push(list);
      items.forEach((_, i) => {
        out.blocks.push([...list, i]);
        nestedPaths(config, [...list, i], out);
      });
    }
  }
}

/** Every path inside the config's blocks (the routes' and the footer's, and those in their slots), each block's own included. */
function blockPaths(config: SiteConfig): { blocks: Path[]; inside: Path[]; slots: Path[] } {
  const tops: Path[] = [
    ...config.routes.flatMap((r, ri) => r.blocks.map((_, bi): Path => ['routes', ri, 'blocks', bi])),
    ...config.footer.blocks.map((_, bi): Path => ['footer', 'blocks', bi]),
  ];
  const nested = { blocks: [] as Path[], slots: [] as Path[] };
  for (const b of tops) nestedPaths(config, b, nested);
  const blocks = [...tops, ...nested.blocks];
  const inside: Path[] = [];
  const walk = (value: Json, path: Path) => {
    if (value === null || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      const next = [...path, Array.isArray(value) ? Number(k) : k];
      inside.push(next);
      walk(v, next);
    }
  };
  for (const b of tops) walk(get(config, b), b);
  return { blocks, inside, slots: nested.slots };
}

const isUnder = (path: Path, root: Path) => path.length > root.length && root.every((k, i) => path[i] === k);

/** The mistakes fast-check draws from, over this config. */
export function mistakes(config: SiteConfig): fc.Arbitrary<Mistake> {
  const { blocks, inside, slots } = blockPaths(config);
  const valuesAt = (key: string) =>
    [...new Set(inside.filter((p) => p[p.length - 1] === key).map((p) => JSON.stringify(get(config, p))))].map((s) => JSON.parse(s) as Json);
  const sources = blocks.map((b) => get(config, [...b, 'source'])).filter((s) => s !== undefined);
  const strings = inside.filter((p) => typeof get(config, p) === 'string');
  const containers = inside.filter((p) => typeof get(config, p) === 'object' && get(config, p) !== null);
  const named = (key: string) => inside.filter((p) => p[p.length - 1] === key);
  const path = fc.constantFrom(...inside);
  const swap = (key: string, values: Json[]) =>
    fc.record({ kind: fc.constant('swap' as const), path: fc.constantFrom(...named(key)), value: fc.constantFrom(...values) });
  const routeSpots = config.routes.map((r, ri): Path => ['routes', ri, 'blocks', r.blocks.length]);
  // The end of every slot's list: a block moved into a section or a column.
  const slotSpots = slots.map((list): Path => [...list, (get(config, list) as Json[]).length]);
  return fc.oneof(
    fc.record({ kind: fc.constant('remove' as const), path }),
    fc.record({ kind: fc.constant('retype' as const), path, value: fc.constantFrom(...RETYPED) }),
    fc.record({ kind: fc.constant('empty' as const), path: fc.constantFrom(...[...strings, ...containers]), value: fc.constant(null) }),
    fc.record({ kind: fc.constant('long-text' as const), path: fc.constantFrom(...strings), value: fc.integer({ min: 2_000, max: 20_000 }) }),
    fc.record({ kind: fc.constant('rtl-text' as const), path: fc.constantFrom(...strings), value: fc.constantFrom(...RTL) }),
    // A block given another block's source, select, endpoint or item kind; a block's own source added where it had none.
    fc.record({ kind: fc.constant('swap' as const), path: fc.constantFrom(...blocks.map((b) => [...b, 'source'])), value: fc.constantFrom(...sources) }),
    swap('select', ['list', 'array', 'first']),
    swap('endpoint', valuesAt('endpoint')),
    swap('item', valuesAt('item')),
    // A block moved to another route (at its end), into the footer, or into or out of a section or a column (never into itself).
    fc
      .record({
        kind: fc.constant('move' as const),
        from: fc.constantFrom(...blocks),
        to: fc.constantFrom(...routeSpots, ...slotSpots, ['footer', 'blocks', config.footer.blocks.length]),
      })
      .filter((m) => !isUnder(m.to, m.from)),
  );
}

/** The config with the mistake made (a copy). */
export function applyMistake(config: SiteConfig, mistake: Mistake): SiteConfig {
  const out = clone(config);
  if (mistake.kind === 'move') {
    // The target list first: taking the block out may shift the indices of the path that leads to it.
    const target = parentOf(out, mistake.to);
    const { parent, key } = parentOf(out, mistake.from);
    const [block] = (parent as Json[]).splice(Number(key), 1);
    (target.parent as Json[]).push(block);
    return out;
  }
  const { parent, key } = parentOf(out, mistake.path);
  const before = get(out, mistake.path);
  if (mistake.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete (parent as Record<string, Json>)[key];
    return out;
  }
  const value =
    mistake.kind === 'empty'
      ? ({ string: '', array: [], object: {}, number: 0 } as Record<string, Json>)[typeOf(before)]
      : mistake.kind === 'long-text'
        ? `${String(before)} `.repeat(Math.ceil(Number(mistake.value) / (String(before).length + 1))).slice(0, Number(mistake.value))
        : mistake.kind === 'rtl-text'
          ? mistake.value
          : clone(mistake.value);
  (parent as Record<string | number, Json>)[key] = value;
  return out;
}

/** The mistake as a reader checks it against the file: where, and what was there before and after. */
export function describeMistake(config: SiteConfig, mistake: Mistake): string {
  const brief = (v: Json) => {
    const text = v === undefined ? '(nothing)' : JSON.stringify(v);
    return text.length > 160 ? `${text.slice(0, 160)}… (${text.length} characters)` : text;
  };
  if (mistake.kind === 'move') return `moved ${show(mistake.from)} (${brief(get(config, [...mistake.from, 'type']))}) to ${show(mistake.to)}`;
  const after = get(applyMistake(config, mistake), mistake.path);
  return `${mistake.kind} at ${show(mistake.path)}: ${brief(get(config, mistake.path))} → ${mistake.kind === 'remove' ? '(removed)' : brief(after)}`;
}

/** The routes a mistake touches, by index: its block's route (both, for a move); -1 for the footer's, which is on every page. */
export function touchedRoutes(mistake: Mistake): number[] {
  const routeOf = (p: Path) => (p[0] === 'routes' ? Number(p[1]) : -1);
  const routes = mistake.kind === 'move' ? [routeOf(mistake.from), routeOf(mistake.to)] : [routeOf(mistake.path)];
  return [...new Set(routes)];
}

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** Each block's headings in a rendered page, by the block's key (its data-block-id). */
function headingsByBlock(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const starts = [...html.matchAll(/data-block-id="([^"]*)"/g)];
  starts.forEach((m, i) => {
    // A block ends where the next begins, or where its page's main or footer closes (their own headings are no block's).
    const closes = ['</main>', '</footer>'].map((tag) => html.indexOf(tag, m.index)).filter((at) => at >= 0);
    const end = Math.min(starts[i + 1]?.index ?? html.length, ...closes);
    const part = html.slice(m.index, end);
    const headings = [...part.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((h) => decode(h[2]!)).filter(Boolean);
    out.set(decode(m[1]!), [...(out.get(decode(m[1]!)) ?? []), ...headings]);
  });
  return out;
}

export interface RenderedPage {
  status: number;
  html: string;
}

export interface MistakeChecker {
  /** 'refused' (the validator named a path), 'rendered' (every touched route intact) or 'redirected' (a detail's call failed: /404). Throws what broke. */
  check(mistake: Mistake): Promise<'refused' | 'rendered' | 'redirected'>;
}

/**
 * What the property states, over `renderer` (the server entry: the source's under vitest, the build's
 * for the fuzz script), rendering with `hosts`. `urlOf` gives a concrete URL for a route
 * path (a detail route gets a seeded slug).
 */
export function mistakeChecker(renderer: Renderer, config: SiteConfig, hosts: Hosts, urlOf: (path: string) => string): MistakeChecker {
  const validate = renderer.createValidator();
  const now = Date.now();
  const render = async (cfg: SiteConfig, routeIndex: number): Promise<RenderedPage> => {
    const served = renderer.servedIn(renderer.serveConfig(cfg, 'fuzz'), 'en');
    const path = served.shell.routes[routeIndex]?.path ?? '/';
    const page = await renderer.prepare({ url: urlOf(path), served, hosts, now, dataTimeoutMs: 5_000, siteUrl: 'http://fuzz.test', shellWaitMs: Infinity });
    if (page.kind === 'redirect') return { status: 302, html: page.location };
    let html = '';
    await new Promise<void>((resolve) => page.stream({ write: (c) => void (html += String(c)), flush() {}, end: () => resolve() }));
    return { status: page.status, html };
  };
  const baselines = new Map<number, Promise<RenderedPage>>();
  const baseline = (routeIndex: number) => {
    let page = baselines.get(routeIndex);
    if (!page) baselines.set(routeIndex, (page = render(config, routeIndex)));
    return page;
  };
  const blocksOf = (cfg: SiteConfig, routeIndex: number) => cfg.routes[routeIndex]?.blocks ?? [];
  return {
    async check(mistake) {
      const changed = applyMistake(config, mistake);
      const problems = validate(changed);
      if (problems.length) {
        // A refusal must say where: the mistake's path, or a path inside the block it touched.
        if (!problems.some((p) => /\w+(\[\d+\]|\.\w+)/.test(p))) throw new Error(`Refused without naming a path: ${problems.join('; ')}`);
        return 'refused';
      }
      let outcome: 'rendered' | 'redirected' = 'rendered';
      for (const index of touchedRoutes(mistake)) {
        const routeIndex = index < 0 ? config.routes.findIndex((r) => r.path === '/') : index;
        const [before, after] = await Promise.all([baseline(routeIndex), render(changed, routeIndex)]);
        const where = `route ${config.routes[routeIndex]?.path}`;
        if (after.status === 302) {
          outcome = 'redirected';
          continue;
        }
        if (after.status !== before.status) throw new Error(`${where}: status ${after.status}, was ${before.status}`);
        if (!after.html.includes('<header') || !after.html.includes('<footer')) throw new Error(`${where}: no header or footer (the page did not render)`);
        if (after.html.includes('Unexpected Application Error')) throw new Error(`${where}: the router's error page`);
        // Every block the mistake did not touch keeps its headings: found by its config, whatever its place now.
        const untouched = new Map(blocksOf(config, routeIndex).map((b, i) => [JSON.stringify(b), b.id ?? `b${i}`]));
        const beforeHeadings = headingsByBlock(before.html);
        const afterHeadings = headingsByBlock(after.html);
        const touchedIds = new Set(
          blocksOf(changed, routeIndex)
            .filter((b) => !untouched.has(JSON.stringify(b)))
            .flatMap((b) => (b.id ? [b.id] : [])),
        );
        blocksOf(changed, routeIndex).forEach((block, i) => {
          const wasKey = untouched.get(JSON.stringify(block));
          if (wasKey === undefined) return;
          // A block that reads a touched block's data ({blocks.<id>.…}) may fail with it.
          if (Object.values(block.source?.body ?? {}).some((v) => typeof v === 'string' && [...touchedIds].some((id) => v.includes(`{blocks.${id}.`)))) return;
          const key = block.id ?? `b${i}`;
          const missing = (beforeHeadings.get(wasKey) ?? []).filter((h) => !(afterHeadings.get(key) ?? []).includes(h));
          if (missing.length) throw new Error(`${where}: block ${key} (${block.type}), untouched, lost its headings ${JSON.stringify(missing)}`);
        });
      }
      return outcome;
    },
  };
}

export interface MistakeRun {
  generated: number;
  refused: number;
  rendered: number;
  redirected: number;
}

/**
 * Runs the property: `runs` mistakes from `seed`. A failure throws fast-check's report (seed, path,
 * the shrunk mistake) with the mistake written out against the file and what broke.
 */
export async function runMistakes(checker: MistakeChecker, config: SiteConfig, { runs, seed }: { runs: number; seed: number }): Promise<MistakeRun> {
  const counts: MistakeRun = { generated: 0, refused: 0, rendered: 0, redirected: 0 };
  await fc.assert(
    fc.asyncProperty(mistakes(config), async (mistake) => {
      counts.generated++;
      try {
        counts[await checker.check(mistake)]++;
      } catch (error) {
        throw new Error(`${describeMistake(config, mistake)}\n  ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
    { seed, numRuns: runs, endOnFailure: false },
  );
  return counts;
}
