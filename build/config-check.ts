/**
 * Node side of config validation, shared by the Vite plugin, the schema writer and
 * tests: reads pages.config.json and every block folder's schema, returns the problems.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { loadBlockSchemas } from '../src/engine/config/blockSchemas';
import { endpointKinds } from '../src/content/endpoints';
import { createConfigValidator } from '../src/engine/config/validate';

export async function readBlockSchemas(root: string, fresh = false) {
  // Under Vite's bundled config, .ts schemas need tsx to load; the query defeats the module cache in dev.
  return loadBlockSchemas(root, (url) => tsImport(fresh ? `${url}?t=${Date.now()}` : url, import.meta.url));
}

/** The one config validator: every block's props schema, and what each endpoint returns against what each block shows. */
export async function configValidator(root: string, fresh = false) {
  return createConfigValidator(await readBlockSchemas(root, fresh), { endpointKinds });
}

export async function checkConfigFile(root: string, fresh = false): Promise<string[]> {
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8'));
  } catch (e) {
    return [`pages.config.json is not valid JSON: ${(e as Error).message}`];
  }
  return (await configValidator(root, fresh))(config);
}
