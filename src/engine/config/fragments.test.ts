// @vitest-environment node
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadBlockSchemas } from './blockSchemas';
import { siteSchema } from './siteSchema';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv) => Ajv;

/** A property that holds a link or a picture's or file's source, by its name. */
const LINK_LIKE = /^(href|src|poster|url|mapsUrl|fileUrl|linkPattern)$|(Url|Href|Src)$/;

type Node = { [k: string]: unknown };

/** Every link-like property of a schema, with where it is. */
function* linkLike(schema: unknown, path: string): Generator<[string, Node]> {
  if (Array.isArray(schema)) {
    for (const s of schema) yield* linkLike(s, path);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, prop] of Object.entries(value)) {
        if (LINK_LIKE.test(name)) yield [`${path}.${name}`, prop as Node];
        yield* linkLike(prop, `${path}.${name}`);
      }
    } else if (key !== 'x-binding') yield* linkLike(value, path);
  }
}

// Loading every block schema through the module graph takes seconds on a busy machine.
describe('every link-like field of the config', { timeout: 30_000 }, () => {
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example/', '/\\evil.example'])(
    'refuses %j, in the site schema and every block schema',
    async (bad) => {
      const ajv = addFormats(new Ajv({ strict: false }));
      const schemas = { site: siteSchema, ...(await loadBlockSchemas(process.cwd())) };
      const fields = Object.entries(schemas).flatMap(([name, schema]) => [...linkLike(schema, name)]);
      // The walk finds what it is meant to: the header's links, the logo, the maps link and the blocks' own.
      expect(fields.map(([path]) => path)).toEqual(
        expect.arrayContaining(['site.site.address.mapsUrl', 'site.site.logo.src', 'site.header.nav.href', 'hero.button.href', 'document-list.items.fileUrl']),
      );
      const accepted = fields.filter(([, schema]) => ajv.validate(schema, bad)).map(([path]) => path);
      expect(accepted).toEqual([]);
    },
  );
});
