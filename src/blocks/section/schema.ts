import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';
import { safeSource } from '../../engine/config/fragments';
import { slot } from '../../engine/config/slots';

/** A layout: it shows the blocks in its slot, and has no data of its own. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

const picture = {
  type: 'object',
  additionalProperties: false,
  required: ['picture'],
  properties: {
    picture: {
      type: 'object',
      additionalProperties: false,
      required: ['src', 'width', 'height'],
      description:
        'A picture on the content host (its path there, "/images/…"), drawn behind the blocks and darkened so their text reads in white; it is decoration, so it has no alt text.',
      properties: {
        src: safeSource,
        width: { type: 'integer', minimum: 1 },
        height: { type: 'integer', minimum: 1 },
      },
    },
  },
} as const;

export const schema = {
  title: 'section',
  'x-binding': binding,
  description:
    'A band around blocks: a background (none, a pale tint, dark, or a picture), how wide it runs and the space inside it above and below. It holds columns or content blocks, in order.',
  type: 'object',
  additionalProperties: false,
  required: ['content'],
  properties: {
    background: {
      description: '"none" (the default), "tint" (pale green), "dark" (white text on the brand green), or {"picture": {…}}.',
      oneOf: [{ enum: ['none', 'tint', 'dark'] }, picture],
    },
    width: {
      enum: ['full', 'contained'],
      description: 'full (the default): the background runs from edge to edge; contained: a rounded panel as wide as the page’s text.',
    },
    spacing: { enum: ['none', 'small', 'large'], description: 'Space inside the band above and below its blocks: none, small (the default) or large.' },
    content: slot(
      { allow: ['columns', 'content'], min: 1, max: 12 },
      'The blocks in the section, in order: columns or content blocks (not a hero, a detail or another section).',
    ),
  },
} as const;

export type SectionProps = FromSchema<typeof schema>;
