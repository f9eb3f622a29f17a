import type { FromSchema } from 'json-schema-to-ts';
import { safeLink } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'page-intro',
  'x-binding': binding,
  description: "A page's heading band: optional eyebrow, the h1, an intro paragraph and breadcrumbs.",
  type: 'object',
  additionalProperties: false,
  required: ['heading'],
  properties: {
    eyebrow: { type: 'string', 'x-translatable': true },
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    text: { type: 'string', 'x-translatable': true },
    breadcrumbs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'href'],
        properties: { label: { type: 'string', 'x-translatable': true }, href: safeLink },
      },
    },
  },
} as const;

export type PageIntroProps = FromSchema<typeof schema>;
