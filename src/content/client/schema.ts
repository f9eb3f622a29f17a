import type { FromSchema } from 'json-schema-to-ts';

/** Client: a customer logo. Extra fields are allowed: the API may send more than the site reads. */
export const clientSchema = {
  type: 'object',
  required: ['id', 'logo'],
  properties: {
    id: { type: 'integer' },
    logo: { type: 'string' },
    name: { type: 'string' },
  },
} as const;

export type ClientItem = FromSchema<typeof clientSchema>;
