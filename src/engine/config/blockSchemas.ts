/**
 * Node only: finds every block folder's schema.ts. The folder name is the block type,
 * so adding a block needs no list here; the registry test checks that the folders and
 * the registry agree.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const blocksDir = (root: string) => join(root, 'src', 'blocks');

export function blockFolders(root: string): string[] {
  const dir = blocksDir(root);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'schema.ts')))
    .map((d) => d.name)
    .sort();
}

export async function loadBlockSchemas(
  root: string,
  importer: (url: string) => Promise<unknown> = (u) => import(/* @vite-ignore */ u),
): Promise<Record<string, object>> {
  const out: Record<string, object> = {};
  for (const type of blockFolders(root)) {
    // A dynamic import is untyped; the next line checks the export.
    const mod = (await importer(pathToFileURL(join(blocksDir(root), type, 'schema.ts')).href)) as { schema?: object };
    if (!mod.schema) throw new Error(`src/blocks/${type}/schema.ts must export "schema"`);
    out[type] = mod.schema;
  }
  return out;
}
