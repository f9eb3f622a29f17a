/**
 * The JSON Schema files in schemas/ that an editor uses for pages.config.json
 * ($schema), generated from their one source: siteSchema.ts and each block's schema.ts.
 * Never forgotten: `npm run check:config`, the build and `npm run new:block` write them, and
 * `npm run lint` fails on committed files that are not current, naming `npm run schemas`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { blockSchema, siteSchema } from '../src/engine/config/siteSchema';
import { localizedSchema } from '../src/engine/config/validate';
import { readBlockSchemas } from './config-check';

/** Editors see what the validator accepts: a translatable text may be one value per locale. */
export function schemaFiles(written: Record<string, object>): Record<string, object> {
  const blockSchemas = Object.fromEntries(Object.entries(written).map(([type, schema]) => [type, localizedSchema(schema)]));
  const types = Object.keys(blockSchemas).sort();
  const files: Record<string, object> = {};
  for (const type of types) {
    files[`blocks/${type}.schema.json`] = { $schema: 'http://json-schema.org/draft-07/schema#', ...blockSchemas[type] };
  }
  // Each block's props are checked against its type's schema (if/then per type).
  const typedBlock = {
    ...blockSchema,
    properties: { ...blockSchema.properties, type: { ...blockSchema.properties.type, enum: types } },
    allOf: types.map((type) => ({
      if: { properties: { type: { const: type } }, required: ['type'] },
      then: { properties: { props: { $ref: `blocks/${type}.schema.json` } } },
    })),
  };
  const { $id: _id, ...site } = localizedSchema(siteSchema);
  const withBlocks = JSON.parse(JSON.stringify(site)) as {
    properties: { routes: { items: { properties: { blocks: { items: object } } } }; footer: { properties: { blocks: { items: object } } } };
  };
  withBlocks.properties.routes.items.properties.blocks.items = typedBlock;
  withBlocks.properties.footer.properties.blocks.items = typedBlock;
  files['pages.config.schema.json'] = { $schema: 'http://json-schema.org/draft-07/schema#', ...withBlocks };
  return files;
}

export const serialize = (schema: object) => `${JSON.stringify(schema, null, 2)}\n`;

/** What `writeSchemas` changed (or, checking only, would change), as paths under schemas/. */
export interface SchemaChanges {
  written: string[];
  removed: string[];
}

/**
 * Brings schemas/ in line with the TypeScript schemas: writes the files whose text differs and
 * removes those of block types that no longer exist. `check` only reports what it would change
 * (lint's check that the committed files are current). Untouched files keep their times, so
 * running it on every build and config check costs a read.
 */
export async function writeSchemas(root: string, { check = false }: { check?: boolean } = {}): Promise<SchemaChanges> {
  const out = join(root, 'schemas');
  const files = schemaFiles(await readBlockSchemas(root));
  const written = Object.entries(files)
    .filter(([name, schema]) => !existsSync(join(out, name)) || readFileSync(join(out, name), 'utf8') !== serialize(schema))
    .map(([name]) => name);
  const blocksDir = join(out, 'blocks');
  const removed = (existsSync(blocksDir) ? readdirSync(blocksDir) : []).map((f) => `blocks/${f}`).filter((name) => !(name in files));
  if (!check) {
    for (const name of written) {
      mkdirSync(dirname(join(out, name)), { recursive: true });
      writeFileSync(join(out, name), serialize(files[name]!));
    }
    for (const name of removed) rmSync(join(out, name));
  }
  return { written, removed };
}
