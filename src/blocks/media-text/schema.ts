import type { FromSchema } from 'json-schema-to-ts';
import { safeLink, safeSource } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'media-text',
  'x-binding': binding,
  description: 'A picture beside a heading, paragraphs and an optional button (home Company Story).',
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'paragraphs', 'image'],
  properties: {
    eyebrow: { type: 'string', 'x-translatable': true },
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    paragraphs: { type: 'array', minItems: 1, items: { type: 'string', 'x-translatable': true, minLength: 1 } },
    image: {
      type: 'object',
      additionalProperties: false,
      required: ['src', 'alt', 'width', 'height'],
      properties: {
        src: { ...safeSource, description: 'A site asset path (public/), e.g. /images/voltline-story.svg.' },
        alt: { type: 'string', 'x-translatable': true },
        width: { type: 'integer', minimum: 1 },
        height: { type: 'integer', minimum: 1 },
      },
    },
    imagePosition: { enum: ['left', 'right'], description: 'Side of the picture on wide screens (default left).' },
    button: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'href'],
      properties: { label: { type: 'string', 'x-translatable': true, minLength: 1 }, href: safeLink },
    },
    tone: { enum: ['light', 'surface'] },
  },
} as const;

export type MediaTextProps = FromSchema<typeof schema>;
