/**
 * The JSON Schema files in schemas/ that an editor uses for pages.config.json
 * ($schema), generated from their one source: siteSchema.ts and each block's schema.ts.
 */
import { blockSchema, siteSchema } from '../src/engine/config/siteSchema';
import { localizedSchema } from '../src/engine/config/validate';

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
