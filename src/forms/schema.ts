/**
 * The JSON Schema of a configured form: fields (a union keyed on `kind`), their rules,
 * conditions and transforms, the submission and what success and failure do.
 * The form-wizard block's props schema is built from these pieces, and the TypeScript
 * types below are derived from them, so config, validator and code cannot drift apart.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { safeLink } from '../engine/config/fragments';

export const transformSchema = {
  enum: ['trim', 'uppercase', 'lowercase', 'digitsOnly'],
} as const;

/** A text the visitor reads (a validation message, a button's label), in every locale. */
const message = { type: 'string', minLength: 1, 'x-translatable': true } as const;

export const ruleSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['rule', 'message'],
      properties: { rule: { const: 'required' }, message },
      description: 'Fails on an empty value (after the sending transforms, so "  " is empty when trimmed) or no file.',
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['rule', 'pattern', 'message'],
      properties: {
        rule: { const: 'pattern' },
        pattern: { type: 'string', minLength: 1 },
        flags: { type: 'string', pattern: '^[imsu]*$' },
        message,
      },
      description: 'A non-empty value must match the regular expression.',
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['rule', 'types', 'message'],
      properties: { rule: { const: 'fileType' }, types: { type: 'array', minItems: 1, items: { type: 'string' } }, message },
      description: 'A chosen file must have one of these MIME types. Also checked as soon as the file is chosen.',
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['rule', 'maxBytes', 'message'],
      properties: { rule: { const: 'maxSize' }, maxBytes: { type: 'integer', minimum: 1 }, message },
      description: 'A chosen file must be at most maxBytes. Also checked as soon as the file is chosen.',
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['rule', 'message'],
      properties: { rule: { const: 'captcha' }, message },
      description: "The answer must equal the sum shown by the form's captcha.",
    },
  ],
} as const;

const conditionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'equals'],
  properties: { field: { type: 'string' }, equals: { type: 'string' } },
  description: 'The field is enabled only while `field` has this value; otherwise it is disabled, emptied, unchecked and not sent.',
} as const;

const optionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: { value: { type: 'string' }, label: { type: 'string', minLength: 1, 'x-translatable': true } },
} as const;

/** Properties every field kind shares. */
const base = {
  name: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', description: 'The API field this input feeds; also the input name.' },
  label: { type: 'string', 'x-translatable': true, minLength: 1 },
  hideLabel: { type: 'boolean', description: 'Keep the label for screen readers only.' },
  width: { enum: ['full', 'half'], description: 'half: two fields share a row on wide screens.' },
  rules: { type: 'array', items: ruleSchema, description: 'Checked in order; the first failure is the message shown.' },
  enabledWhen: conditionSchema,
} as const;

const textual = {
  ...base,
  placeholder: { type: 'string', 'x-translatable': true },
  autoComplete: { type: 'string' },
  maxLength: { type: 'integer', minimum: 1 },
  typing: { type: 'array', items: transformSchema, description: 'Applied on every keystroke (e.g. uppercase).' },
  sending: { type: 'array', items: transformSchema, description: 'Applied before the rules run and before sending (e.g. trim).' },
} as const;

export const fieldSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label'],
      properties: { kind: { const: 'text' }, ...textual },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label'],
      properties: { kind: { const: 'email' }, ...textual },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label'],
      properties: { kind: { const: 'tel' }, ...textual },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label'],
      properties: { kind: { const: 'numeric' }, ...textual },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label'],
      properties: { kind: { const: 'textarea' }, ...textual, rows: { type: 'integer', minimum: 1 } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label'],
      properties: { kind: { const: 'date' }, ...base },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label', 'placeholder'],
      properties: {
        kind: { const: 'select' },
        ...base,
        placeholder: { type: 'string', 'x-translatable': true, description: 'The empty first option.' },
        options: { type: 'array', items: optionSchema },
        optionsFrom: {
          type: 'string',
          pattern: '^/api/',
          description: 'GET endpoint answering {data:[{id,name}]}; its items become the options (value = id).',
        },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label', 'options'],
      properties: { kind: { const: 'radio' }, ...base, options: { type: 'array', minItems: 1, items: optionSchema } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label'],
      properties: { kind: { const: 'file' }, ...base, accept: { type: 'string' } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'name', 'label', 'min', 'max'],
      properties: {
        kind: { const: 'captcha' },
        ...base,
        min: { type: 'integer', minimum: 0 },
        max: { type: 'integer', minimum: 0 },
        typing: { type: 'array', items: transformSchema },
        questionLabel: { type: 'string', 'x-translatable': true, description: 'Said before the question, e.g. "What is".' },
      },
      description: 'Shows "a + b" with a and b random integers from min to max; never sent.',
    },
  ],
} as const;

export const sectionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fields'],
  properties: {
    heading: { type: 'string', 'x-translatable': true },
    fields: { type: 'array', minItems: 1, items: fieldSchema },
  },
} as const;

export const submitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['endpoint', 'encoding', 'labels'],
  properties: {
    endpoint: { type: 'string', pattern: '^/api/' },
    encoding: { enum: ['json', 'multipart'], description: 'multipart uploads files and shows progress.' },
    labels: {
      type: 'object',
      additionalProperties: false,
      required: ['idle', 'sending'],
      properties: {
        idle: message,
        sending: message,
        afterFailure: { type: 'string', 'x-translatable': true, minLength: 1, description: 'The idle label once a submission has failed (defaults to idle).' },
      },
    },
    extra: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'More payload fields. "{data.<field>}" takes a field of the block\'s data (e.g. the job\'s id).',
    },
    progressLabel: { type: 'string', 'x-translatable': true, description: 'Label of the upload progress bar.' },
  },
} as const;

export const successSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['message'],
      properties: { message, reset: { type: 'boolean', description: 'Empty the form after success (default true).' } },
      description: 'Show the message (reset the form unless reset is false).',
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['href'],
      properties: { href: { ...safeLink, description: 'Route to go to.' } },
    },
  ],
} as const;

export const failureSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: {
    message,
    style: { enum: ['inline', 'banner'], description: 'banner: a box above the button; inline: a line under it.' },
    reset: { type: 'boolean', description: 'Empty the form after a failure.' },
  },
} as const;

export type Transform = FromSchema<typeof transformSchema>;
export type Rule = FromSchema<typeof ruleSchema>;
export type FieldConfig = FromSchema<typeof fieldSchema>;
export type FieldKind = FieldConfig['kind'];
export type SectionConfig = FromSchema<typeof sectionSchema>;
export type SubmitConfig = FromSchema<typeof submitSchema>;
export type SuccessConfig = FromSchema<typeof successSchema>;
export type FailureConfig = FromSchema<typeof failureSchema>;
export type FieldOf<K extends FieldKind> = Extract<FieldConfig, { kind: K }>;
