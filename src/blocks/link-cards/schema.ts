import type { FromSchema } from 'json-schema-to-ts';
import { safeLink } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'link-cards',
  'x-binding': binding,
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
          href: safeLink,
          linkLabel: { type: 'string', 'x-translatable': true, description: 'Visible call to action under the text.' },
        },
      },
    },
  },
} as const;

export type LinkCardsProps = FromSchema<typeof schema>;
