import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';
import { siteImage } from '../../engine/config/fragments';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'feature-grid',
  'x-binding': binding,
  description: 'A headed grid of short statements (mission points, CSR focus areas, culture pillars), each with an optional picture.',
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    eyebrow: { type: 'string', 'x-translatable': true, minLength: 1 },
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    intro: { type: 'string', 'x-translatable': true, minLength: 1 },
    columns: { enum: [2, 3, 4], description: 'Columns on wide screens; default 3.' },
    numbered: { type: 'boolean', description: 'Show 01, 02... before each title.' },
    tone: { enum: ['plain', 'tint'] },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'text'],
        properties: {
          title: { type: 'string', 'x-translatable': true, minLength: 1 },
          text: { type: 'string', 'x-translatable': true, minLength: 1 },
          image: siteImage,
        },
      },
    },
  },
} as const;

export type FeatureGridProps = FromSchema<typeof schema>;
export type FeatureItem = FeatureGridProps['items'][number];
