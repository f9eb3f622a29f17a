import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** `<repo>/data`: site.db, content/, media/, uploads/, tmp/ (git-ignored). */
export const defaultDataDir = fileURLToPath(new URL('../../data', import.meta.url));

/** `--data-dir PATH` from argv, else the default. */
export function dataDirFromArgs(argv: readonly string[]): string {
  const i = argv.indexOf('--data-dir');
  const value = i >= 0 ? argv[i + 1] : undefined;
  return value ?? defaultDataDir;
}
