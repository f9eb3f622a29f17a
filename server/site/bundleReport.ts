/**
 * dist/bundle-report.json, written by the build (tooling/vite-plugins.ts) and read here:
 * the site server preloads a route's first-load chunks, the budgets test sums them.
 */
/** The build's validated pages.config.json, beside the server renderer: the config a site server starts from when its store is empty. */
export const DEFAULT_CONFIG_FILE = 'default-config.json';

export interface BundleReport {
  entry: { file: string; gzip: number; imports: string[] };
  /** The header menus' island (src/chrome/menuIsland.ts): an entry of its own, loaded without the app. */
  menu?: { file: string; gzip: number };
  /** The island runtime's start (src/islands/runtime.ts, `start`): imported by every page once it has painted and loaded. */
  start?: { file: string; gzip: number };
  /** The island runtime's early taps (`installEarlyTaps`): inlined in every page's head. */
  taps?: { file: string; gzip: number };
  /** The island runtime's loader (`loadPage`): inlined at the end of every page's body. */
  loader?: { file: string; gzip: number };
  /** The footer's chrome styles (src/chrome/footer.css), a file no chunk imports: inline in a page, or fetched after its first paint. */
  footerCss?: string;
  blocks: Record<string, { file: string; gzip: number; imports: string[] }>;
  /** Blocks' enhancements (a block folder's enhance.ts), by block type: run by the page's start on server HTML. */
  enhancements?: Record<string, { file: string; gzip: number; imports: string[] }>;
  chunks: Record<
    string,
    { gzip: number; bytes: number; isEntry: boolean; isDynamicEntry: boolean; imports: string[]; dynamicImports: string[]; css: string[] }
  >;
  css: Record<string, { gzip: number; bytes: number }>;
}

/**
 * Chunks and everything they import statically, recursively: each chunk before what it imports (the
 * order the page's styles cascade in), or, with `dependenciesFirst`, after it (an order they can be
 * evaluated in one at a time).
 */
export function withStaticImports(report: BundleReport, files: string[], { dependenciesFirst = false } = {}): Set<string> {
  const seen = new Set<string>();
  const order = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    if (!dependenciesFirst) order.add(f);
    for (const dep of report.chunks[f]?.imports ?? []) visit(dep);
    order.add(f);
  };
  files.forEach(visit);
  return order;
}

/** The chunks a page needs before it is interactive: the entry, its blocks' code and what they import statically. */
export function firstLoadFiles(report: BundleReport, blockTypes: string[]): Set<string> {
  const roots = [report.entry.file, ...blockTypes.map((t) => report.blocks[t]?.file ?? '')].filter(Boolean);
  return withStaticImports(report, roots);
}
