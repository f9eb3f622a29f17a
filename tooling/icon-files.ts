import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { ICON_PATHS } from '../src/ui/iconPaths';

const ID = 'virtual:icon-files';
const FILE = /^\/static\/icons\/(\w+)\.[\w-]+\.svg$/;

/** An icon as a file of its own: its path, black, in the 24×24 box every icon is drawn in. */
export const iconSvg = (d: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}"/></svg>\n`;

/**
 * One version for every icon's file, from every shape: a shape that changes changes every address,
 * so browsers keep the files for good (the site serves static/ as immutable), and the page's code
 * names a file with a name and this version alone, no table of hashed names.
 */
export function iconFilesVersion(paths: Record<string, string> = ICON_PATHS): string {
  return createHash('sha256').update(JSON.stringify(paths)).digest('base64url').slice(0, 10);
}

const shapeOf = (name: string): string | undefined => (ICON_PATHS as Record<string, string>)[name];

/**
 * `virtual:icon-files`: where an icon's file is (`iconFile(name)`). The browser's build writes the
 * files under static/icons/; the dev server answers them itself.
 */
export function iconFilesPlugin({ emit }: { emit: boolean }): Plugin {
  const version = iconFilesVersion();
  return {
    name: 'icon-files',
    resolveId: (id) => (id === ID ? `\0${id}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export const iconFile = (name) => "/static/icons/" + name + ${JSON.stringify(`.${version}.svg`)};\n` : undefined),
    generateBundle() {
      if (!emit) return;
      for (const [name, d] of Object.entries(ICON_PATHS)) this.emitFile({ type: 'asset', fileName: `static/icons/${name}.${version}.svg`, source: iconSvg(d) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const d = shapeOf(FILE.exec((req.url ?? '').split('?')[0]!)?.[1] ?? '');
        if (!d) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(iconSvg(d));
      });
    },
  };
}
