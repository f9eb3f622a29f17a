// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { schemaFiles, serialize } from '../../../tooling/schemas';
import { loadBlockSchemas } from './blockSchemas';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv) => Ajv;
const root = process.cwd();

// Compiling the whole config schema with ajv takes seconds on a busy machine.
describe('schemas/ (the editor schemas)', { timeout: 30_000 }, () => {
  it('are up to date with siteSchema.ts and the block schemas (run `npm run schemas`)', async () => {
    const files = schemaFiles(await loadBlockSchemas(root));
    for (const [name, schema] of Object.entries(files)) {
      const file = join(root, 'schemas', name);
      expect(existsSync(file), `${name} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name} is stale`).toBe(serialize(schema));
    }
    expect(readdirSync(join(root, 'schemas', 'blocks')).sort()).toEqual(
      Object.keys(files)
        .filter((f) => f.startsWith('blocks/'))
        .map((f) => f.slice(7))
        .sort(),
    );
  });

  it('are what pages.config.json names as its $schema, and accept it', async () => {
    const config = JSON.parse(readFileSync(join(root, 'pages.config.json'), 'utf8'));
    expect(config.$schema).toBe('./schemas/pages.config.schema.json');
    const files = schemaFiles(await loadBlockSchemas(root));
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    for (const [name, schema] of Object.entries(files)) if (name.startsWith('blocks/')) ajv.addSchema(schema, name);
    const validate = ajv.compile(files['pages.config.schema.json']!);
    expect(validate(config) ? [] : validate.errors).toEqual([]);
  });
});
