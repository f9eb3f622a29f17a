import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';
import { slotOfLists } from '../../engine/config/slots';

/** A layout: it shows the blocks in its columns, and has no data of its own. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'columns',
  'x-binding': binding,
  description:
    'Two to four columns side by side, each a list of content blocks; under 600 px wide they stack, the first on top. In a right-to-left language the first column is on the right.',
  type: 'object',
  additionalProperties: false,
  required: ['columns'],
  properties: {
    ratio: {
      enum: ['equal', 'wide-first', 'wide-last'],
      description: 'equal (the default): columns of one width; wide-first or wide-last: that column twice as wide as each other.',
    },
    gap: { enum: ['small', 'large'], description: 'Space between the columns: small or large (the default).' },
    columns: slotOfLists(
      { allow: ['content'], min: 1, max: 6 },
      { min: 2, max: 4 },
      'One list of blocks per column, in reading order; each holds content blocks only (no layout, hero or detail).',
    ),
  },
} as const;

export type ColumnsProps = FromSchema<typeof schema>;
