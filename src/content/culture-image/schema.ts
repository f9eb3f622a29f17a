import type { FromSchema } from 'json-schema-to-ts';

/** Culture image. Extra fields are allowed: the API may send more than the site reads. */
export const cultureImageSchema = {
  type: 'object',
  required: ['id', 'image'],
  properties: {
    id: { type: 'integer' },
    image: { type: 'string' },
  },
} as const;

export type CultureImageItem = FromSchema<typeof cultureImageSchema>;
