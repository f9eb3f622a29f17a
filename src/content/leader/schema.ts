import type { FromSchema } from 'json-schema-to-ts';

/** Leader; linkedIn may be null. Extra fields are allowed: the API may send more than the site reads. */
export const leaderSchema = {
  type: 'object',
  required: ['id', 'image', 'name', 'designation', 'description', 'linkedIn'],
  properties: {
    id: { type: 'integer' },
    image: { type: 'string' },
    name: { type: 'string' },
    designation: { type: 'string' },
    description: { type: 'string' },
    linkedIn: { type: ['string', 'null'] },
  },
} as const;

export type LeaderItem = FromSchema<typeof leaderSchema>;
