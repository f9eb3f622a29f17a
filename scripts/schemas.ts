/**
 * `npm run schemas`: rewrites schemas/ from the TypeScript schemas. `-- --check` changes nothing and
 * fails when they are not current (lint runs it: CI lints before anything would write them).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeSchemas } from '../tooling/schemas';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const { written, removed } = await writeSchemas(root, { check: values.check });
const changes = [...written.map((f) => `schemas/${f}`), ...removed.map((f) => `schemas/${f} (block type gone)`)];
if (values.check && changes.length) {
  console.error(`The editor schemas are not current with the block schemas; run \`npm run schemas\` and commit:\n${changes.map((c) => `  - ${c}`).join('\n')}`);
  process.exit(1);
}
if (values.check) console.log('schemas/ is current.');
else console.log(changes.length ? `Updated schemas/:\n${changes.map((c) => `  - ${c}`).join('\n')}` : 'schemas/ was already current.');
