import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'counters',
  'x-binding': binding,
  description: 'Headline figures that count up from zero when scrolled into view (home why-us, story page).',
  type: 'object',
  additionalProperties: false,
  required: ['items', 'durationMs'],
  properties: {
    eyebrow: { type: 'string', 'x-translatable': true },
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    intro: { type: 'string', 'x-translatable': true },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          value: { type: 'number', minimum: 0, description: 'The figure the count ends on, e.g. 99.9.' },
          decimals: { type: 'integer', minimum: 0, maximum: 3, description: 'Digits after the point, kept while counting (99.9 → 1).' },
          prefix: { type: 'string', 'x-translatable': true },
          suffix: { type: 'string', 'x-translatable': true, description: 'Shown after the number, e.g. "%", "+", " kV".' },
          label: { type: 'string', 'x-translatable': true, minLength: 1 },
        },
      },
    },
    durationMs: { type: 'integer', minimum: 0, description: 'How long the count takes (spec: 4000).' },
    tone: { enum: ['light', 'dark'], description: 'dark: white figures on the brand green-black.' },
  },
} as const;

export type CountersProps = FromSchema<typeof schema>;
export type CounterItem = CountersProps['items'][number];
