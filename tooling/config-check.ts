/**
 * Node side of config validation, shared by the Vite plugin, the schema writer and
 * tests: reads pages.config.json and every block folder's schema, returns the problems.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { loadBlockSchemas } from '../src/engine/config/blockSchemas';
import { apiContract } from '../src/content/endpoints';
import { createConfigValidator } from '../src/engine/config/validate';

export async function readBlockSchemas(root: string, fresh = false) {
  // Under Vite's bundled config, .ts schemas need tsx to load; the query defeats the module cache in dev.
  return loadBlockSchemas(root, (url) => tsImport(fresh ? `${url}?t=${Date.now()}` : url, import.meta.url));
}

/** The one config validator: every block's props schema and binding, held to the API's contract. */
export async function configValidator(root: string, fresh = false) {
  return createConfigValidator(await readBlockSchemas(root, fresh), { api: apiContract });
}

/** The problems of a config file (the site's own pages.config.json unless another is named), as the build words them. */
export async function checkConfigFile(root: string, fresh = false, file = join(root, 'pages.config.json')): Promise<string[]> {
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return [`${basename(file)} is not valid JSON: ${(e as Error).message}`];
  }
  return (await configValidator(root, fresh))(config);
}
