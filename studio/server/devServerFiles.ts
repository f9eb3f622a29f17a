/**
 * What the studio's Vite dev server may hand out. Vite's defaults serve every file under the
 * project (its "workspace root") to whoever asks, and answer other localhost origins' scripts
 * (CORS): the API's database (`data/site.db`), the config store, an `.env`. The studio needs only
 * its own code, the site's code it previews and their dependencies; everything else is refused
 * (403), and the data folder and secrets are denied even inside what is allowed.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerOptions } from 'vite';

/** A path as a glob that matches only itself (picomatch reads these characters as patterns). */
const literal = (path: string) => path.replace(/[*?[\]{}()!+@\\]/g, '\\$&');

const realOr = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

export function studioDevServerFiles(root: string): Pick<ServerOptions, 'fs' | 'cors'> {
  const nodeModules = join(root, 'node_modules');
  return {
    fs: {
      strict: true,
      // The studio's client and preview, the site's engine and blocks, and the packages both import
      // (Vite's own client and the studio's pre-bundled dependencies are under node_modules too).
      allow: [...new Set([join(root, 'studio'), join(root, 'src'), nodeModules, realOr(nodeModules)])],
      // Refused even where allowed: the data folder (the API's database, the config store, uploads),
      // environment files, keys and git's own files. Globs without a slash match at any depth.
      deny: [`${literal(join(root, 'data'))}`, `${literal(join(root, 'data'))}/**`, '.env', '.env.*', '*.{crt,pem,key}', '**/.git/**'],
    },
    // No other origin's script may read what the dev server serves.
    cors: false,
  };
}
