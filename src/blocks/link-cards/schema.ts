import type { FromSchema } from 'json-schema-to-ts';

export const schema = {
  title: 'link-cards',
  description: 'Static cards, each a title, an optional line of text and a link (e.g. Investors → Annual Returns).',
  type: 'object',
  additionalProperties: false,
  required: ['cards'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, description: 'Optional h2; without it card titles are h2.' },
    cards: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'href'],
        properties: {
          title: { type: 'string', 'x-translatable': true, minLength: 1 },
          text: { type: 'string', 'x-translatable': true },
          href: { type: 'string', minLength: 1, description: 'An internal route or an absolute URL.' },
          linkLabel: { type: 'string', 'x-translatable': true, description: 'Visible call to action under the text.' },
        },
      },
    },
  },
} as const;

export type LinkCardsProps = FromSchema<typeof schema>;
