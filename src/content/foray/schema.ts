import type { FromSchema } from 'json-schema-to-ts';

/** International foray. Extra fields are allowed: the API may send more than the site reads. */
export const foraySchema = {
  type: 'object',
  required: ['id', 'image', 'title', 'description'],
  properties: {
    id: { type: 'integer' },
    image: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
  },
} as const;

export type ForayItem = FromSchema<typeof foraySchema>;
