import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/blocks/registry';
import { loadBlockSchemas } from '../../../src/engine/config/blockSchemas';
import { apiContract } from '../../../src/content/endpoints';
import { createConfigValidator } from '../../../src/engine/config/validate';
import { FormHarness } from './FormHarness';
import { widgets } from './SchemaForm';
import { defaultValue, fieldKind, labelOf, type Json, type JsonSchema } from './schema';
import { englishConfig } from '../../../src/test/config';

const root = process.cwd();
const config = englishConfig();
const types = Object.keys(registry).sort();
let schemas: Record<string, JsonSchema>;
let validate: (c: unknown) => string[];

beforeAll(async () => {
  schemas = (await loadBlockSchemas(root)) as Record<string, JsonSchema>;
  validate = createConfigValidator(schemas, { api: apiContract });
}, 30_000);

/** The props a block type is used with on the site, or what its schema requires when it is not used. */
function exampleOf(type: string): Record<string, Json> {
  const used = [...config.routes.flatMap((r) => r.blocks), ...config.footer.blocks].find((b) => b.type === type);
  return (used?.props ?? defaultValue(schemas[type]!)) as Record<string, Json>;
}

/** Every node of a schema, with its property name: the form must have a widget for each. */
function* nodes(schema: JsonSchema, name = ''): Generator<[string, JsonSchema]> {
  yield [name, schema];
  for (const [k, s] of Object.entries(schema.properties ?? {})) yield* nodes(s, k);
  if (schema.items) yield* nodes(schema.items, name);
  if (typeof schema.additionalProperties === 'object') yield* nodes(schema.additionalProperties, name);
  for (const b of schema.oneOf ?? schema.anyOf ?? []) yield* nodes(b, name);
}

describe('the studio form of every registered block type', { timeout: 30000 }, () => {
  it('covers the whole registry from the schemas the build validates with', () => {
    expect(Object.keys(schemas).sort()).toEqual(types);
  });

  it.each(types)('%s: every schema node has a widget; only shapeless values fall back to JSON', (type) => {
    for (const [name, node] of nodes(schemas[type]!)) {
      const kind = fieldKind(node, name);
      expect(widgets[kind], `${type} ${name}`).toBeDefined();
      if (kind === 'json') expect(node.properties ?? node.items ?? node.enum, `${type} ${name} has a shape`).toBeUndefined();
    }
  });

  it.each(types)('%s: the form shows each configured prop in the widget its shape maps to', (type) => {
    const schema = schemas[type]!;
    const props = exampleOf(type);
    render(<FormHarness schema={schema} initial={props} onValue={() => {}} />);
    const branch =
      fieldKind(schema) === 'variants'
        ? (schema.oneOf ?? []).find((b) => Object.entries(b.properties ?? {}).every(([k, p]) => !('const' in p) || props[k] === p.const))!
        : schema;
    for (const [key, child] of Object.entries(branch.properties ?? {})) {
      const value = props[key];
      const kind = fieldKind(child, key);
      const label = labelOf(key);
      const named = new RegExp(`^${label}( \\*)?$`);
      if (value === undefined) {
        if (['group', 'list', 'map', 'variants'].includes(kind)) expect(screen.getByRole('button', { name: `Add ${label.toLowerCase()}` })).toBeTruthy();
        continue;
      }
      // The top-level field for this prop, found by its JSON path and named by its label.
      const control = () => {
        const el = document.getElementById(`f-props-${key}`) as HTMLInputElement | null;
        expect(el, `${type}.${key}`).not.toBeNull();
        expect(el!.labels?.[0]?.textContent).toMatch(named);
        return el!;
      };
      if (kind === 'text' || kind === 'longText' || kind === 'number') {
        expect(control().value, `${type}.${key}`).toBe(String(value));
      } else if (kind === 'toggle') {
        expect(control().checked).toBe(value);
      } else if (kind === 'choice') {
        const select = control() as unknown as HTMLSelectElement;
        expect(select.selectedOptions[0]?.textContent).toBe(String(value));
      } else if (kind === 'constant') {
        expect(screen.getAllByText(JSON.stringify(value)).length).toBeGreaterThan(0);
      } else {
        expect(screen.getAllByRole('group', { name: label }).length, `${type}.${key}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(types)('%s: text typed into a number field reaches the build validator, which names its path', (type) => {
    const schema = schemas[type]!;
    const props = exampleOf(type);
    const branch = fieldKind(schema) === 'variants' ? (schema.oneOf ?? [])[0]! : schema;
    const numeric = Object.entries(branch.properties ?? {}).find(([k, s]) => fieldKind(s, k) === 'number' && props[k] !== undefined);
    if (!numeric) return;
    const [key] = numeric;
    let latest: Json = props;
    const { container } = render(<FormHarness schema={schema} initial={props} onValue={(v) => (latest = v)} />);
    fireEvent.change(container.querySelector(`#f-props-${key}`)!, { target: { value: 'fast' } });
    expect((latest as Record<string, Json>)[key]).toBe('fast');
    const site = structuredClone(config);
    site.routes[0]!.blocks = [{ type, props: latest as Record<string, unknown> }];
    expect(validate(site).some((p) => p.startsWith(`routes[0] / › blocks[0] ${type}#b0: props.${key} must be`))).toBe(true);
  });
});

describe('schema shapes to widgets', () => {
  it.each([
    [{ enum: ['a', 'b'] }, '', 'choice'],
    [{ const: 'job' }, '', 'constant'],
    [{ type: 'boolean' }, '', 'toggle'],
    [{ type: 'integer' }, '', 'number'],
    [{ type: 'string' }, 'heading', 'text'],
    [{ type: 'string' }, 'intro', 'longText'],
    [{ type: 'object', properties: {} }, '', 'group'],
    [{ type: 'object', additionalProperties: { type: 'object' } }, '', 'map'],
    [{ type: 'object' }, '', 'json'],
    [{ type: 'array', items: { type: 'string' } }, '', 'list'],
    [{ oneOf: [{ const: false }, { type: 'object' }] }, '', 'variants'],
  ] as [JsonSchema, string, string][])('%j named "%s" is a %s', (schema, name, kind) => {
    expect(fieldKind(schema, name)).toBe(kind);
  });

  it('starts a new value with what the schema requires, no more', () => {
    expect(
      defaultValue({
        type: 'object',
        required: ['a', 'n', 'list'],
        properties: {
          a: { type: 'string' },
          n: { type: 'integer', minimum: 1 },
          list: { type: 'array', minItems: 1, items: { enum: ['x'] } },
          opt: { type: 'string' },
        },
      }),
    ).toEqual({ a: '', n: 1, list: ['x'] });
  });
});
