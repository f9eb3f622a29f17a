/** `npm run schemas`: rewrites schemas/ from the TypeScript schemas (a test fails when they are stale). */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBlockSchemas } from '../build/config-check';
import { schemaFiles, serialize } from '../build/schemas';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'schemas');
const files = schemaFiles(await readBlockSchemas(root));
rmSync(join(out, 'blocks'), { recursive: true, force: true });
for (const [name, schema] of Object.entries(files)) {
  mkdirSync(dirname(join(out, name)), { recursive: true });
  writeFileSync(join(out, name), serialize(schema));
}
console.log(`Wrote ${Object.keys(files).length} schema files to schemas/ (${readdirSync(join(out, 'blocks')).length} block types).`);
