import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';
import { siteImage } from '../../engine/config/fragments';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'rich-text',
  'x-binding': binding,
  description: 'Static copy held in config: sections with an optional eyebrow, heading, paragraphs, a bullet list and a picture beside or below the text.',
  type: 'object',
  additionalProperties: false,
  required: ['sections'],
  properties: {
    tone: { enum: ['plain', 'tint'], description: 'tint: a pale green band behind the sections.' },
    sections: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          eyebrow: { type: 'string', 'x-translatable': true, minLength: 1 },
          heading: { type: 'string', 'x-translatable': true, minLength: 1 },
          paragraphs: { type: 'array', items: { type: 'string', 'x-translatable': true, minLength: 1 } },
          bullets: { type: 'array', items: { type: 'string', 'x-translatable': true, minLength: 1 } },
          image: siteImage,
          layout: {
            enum: ['image-left', 'image-right', 'image-below'],
            description: 'Where the picture sits beside the text (stacked on small screens). Default image-right.',
          },
        },
      },
    },
  },
} as const;

export type RichTextProps = FromSchema<typeof schema>;
export type RichTextSection = RichTextProps['sections'][number];
