import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { contentKinds } from '../src/content/kinds';

const ID = 'virtual:content-checks';

/**
 * The content kinds' checks as plain functions, compiled here by ajv's standalone
 * code generation: the browser gets a few hundred bytes per kind and no ajv compiler
 * (its budget forbids one), the server renderer the very same functions.
 */
export function contentChecksSource(): string {
  const ajv = new Ajv({ code: { source: true, esm: true }, strict: true, allowUnionTypes: true, allErrors: false });
  const exports: Record<string, string> = {};
  for (const [kind, schema] of Object.entries(contentKinds)) {
    const id = `kind_${kind.replace(/-/g, '_')}`;
    ajv.addSchema(schema, id);
    exports[id] = id;
  }
  const names = Object.keys(exports);
  const code = standaloneCode(ajv, exports);
  const table = Object.keys(contentKinds)
    .map((kind, i) => `  ${JSON.stringify(kind)}: ${names[i]},`)
    .join('\n');
  return `${code}\nexport const checks = {\n${table}\n};\n`;
}

export function contentChecksPlugin(): Plugin {
  return {
    name: 'content-checks',
    resolveId: (id) => (id === ID ? `\0${id}` : undefined),
    load: (id) => (id === `\0${ID}` ? contentChecksSource() : undefined),
  };
}
