/**
 * Reading a JSON Schema node as a form field: which widget shows it (its kind, keyed on
 * the schema's shape, never on a block's name), its label, and a starting value. A new
 * block type's schema gets a form with no studio code.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  description?: string;
  title?: string;
  minimum?: number;
  minItems?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  /** A text that may hold one value per locale code. */
  'x-translatable'?: boolean;
}

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export type FieldKind = 'choice' | 'constant' | 'toggle' | 'number' | 'text' | 'longText' | 'group' | 'map' | 'list' | 'variants' | 'json';

/** Prose fields: many words a marketer writes, edited in a textarea with a preview of the copy. */
const PROSE = /^(text|intro|body|description|paragraphs?|content|summary|message|note|copy|lead|quote|caption)$/i;

export function fieldKind(schema: JsonSchema, name = ''): FieldKind {
  if (schema.oneOf || schema.anyOf) return 'variants';
  if (schema.enum) return 'choice';
  if ('const' in schema) return 'constant';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean') return 'toggle';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string') return PROSE.test(name) || (schema.maxLength ?? 0) > 120 ? 'longText' : 'text';
  if (type === 'array') return schema.items ? 'list' : 'json';
  if (type === 'object' || schema.properties) {
    if (schema.properties) return 'group';
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') return 'map';
    return 'json';
  }
  return 'json';
}

/** "slidesPerView" → "Slides per view"; "cta-label" → "Cta label". */
export function labelOf(name: string): string {
  const words = name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The branch of a oneOf a value was written as: its constants (a "kind") and type agree. */
export function branchOf(branches: readonly JsonSchema[], value: unknown): number {
  const found = branches.findIndex((b) => {
    if ('const' in b) return b.const === value;
    if (b.enum) return b.enum.includes(value);
    if (b.type === 'object' || b.properties) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      return Object.entries(b.properties ?? {}).every(([k, p]) => !('const' in p) || (value as Record<string, unknown>)[k] === p.const);
    }
    if (b.type === 'array') return Array.isArray(value);
    if (b.type === 'integer' || b.type === 'number') return typeof value === 'number';
    if (typeof b.type === 'string') return typeof value === b.type;
    return false;
  });
  return Math.max(found, 0);
}

/** A value to start a new field, item or block from: what its schema requires, nothing more. */
export function defaultValue(schema: JsonSchema): Json {
  if (schema.default !== undefined) return schema.default as Json;
  const kind = fieldKind(schema);
  if (kind === 'variants') return defaultValue((schema.oneOf ?? schema.anyOf)![0]!);
  if (kind === 'choice') return schema.enum![0] as Json;
  if (kind === 'constant') return schema.const as Json;
  if (kind === 'toggle') return false;
  if (kind === 'number') return schema.minimum ?? 0;
  if (kind === 'text' || kind === 'longText') return '';
  if (kind === 'list') return Array.from({ length: schema.minItems ?? 0 }, () => defaultValue(schema.items!));
  if (kind === 'group') {
    return Object.fromEntries((schema.required ?? []).map((k) => [k, defaultValue(schema.properties?.[k] ?? {})]));
  }
  if (schema.type === 'array') return [];
  return {};
}

/** What a typed number field holds: a number when the text is one; otherwise the text, for the validator to name. */
export function parseNumber(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? Number(t) : text;
}

/** A field's JSON path as the build's messages write it: props.autoplay.delay, props.sections[0].heading. */
export function childPath(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}
