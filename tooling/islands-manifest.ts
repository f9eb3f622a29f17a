/**
 * The island runtime's manifest (src/islands/runtime.ts, `IslandsManifest`): what is the same on
 * every page of a build (the app's entry and what it imports, each block type's chunks, the blocks'
 * enhancements, the header menus' island), written into the start file by the build rather than
 * into every page, whose HTML must fit its first round trip.
 */
import { withStaticImports, type BundleReport } from '../server/site/bundleReport';
import type { IslandsManifest } from '../src/islands/runtime';

/** The manifest of a build, from its report; addresses as the browser asks for them (from the site's root). */
export function islandsManifest(report: BundleReport): IslandsManifest {
  const url = (file: string) => `/${file}`;
  // The app's files each after what it imports: the start evaluates them one at a time in this order.
  const app = withStaticImports(report, [report.entry.file], { dependenciesFirst: true });
  // A block's own chunk and what it imports that the app does not already bring.
  const blocks = Object.fromEntries(
    Object.entries(report.blocks).map(([type, { file }]) => [type, [...withStaticImports(report, [file])].filter((f) => !app.has(f)).map(url)]),
  );
  return {
    entry: url(report.entry.file),
    vendor: [...app].filter((f) => f !== report.entry.file).map(url),
    blocks,
    ...(report.menu ? { menu: url(report.menu.file) } : {}),
    enhance: Object.fromEntries(Object.entries(report.enhancements ?? {}).map(([type, { file }]) => [type, url(file)])),
  };
}

/** The start file's source: the runtime's `start` and `wakeNow`, with the manifest bound. */
export function startFileSource(manifest: IslandsManifest): string {
  return [
    "import { start as startWith, wakeNow as wakeNowWith } from './runtime';",
    `const manifest = ${JSON.stringify(manifest)};`,
    'export const start = (params) => startWith({ params, manifest });',
    'export const wakeNow = (params) => wakeNowWith({ params, manifest });',
  ].join('\n');
}

/** The loader's source: `loadPage`, told where the start file is. */
export const loaderSource = (startFile: string): string => `import { loadPage } from './runtime'; loadPage(${JSON.stringify(startFile)});`;
