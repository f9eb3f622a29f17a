import type { FromSchema } from 'json-schema-to-ts';

export const schema = {
  title: 'page-intro',
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
        properties: { label: { type: 'string', 'x-translatable': true }, href: { type: 'string' } },
      },
    },
  },
} as const;

export type PageIntroProps = FromSchema<typeof schema>;
