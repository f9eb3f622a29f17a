import type { FromSchema } from 'json-schema-to-ts';

/** A dropdown option of the vendor form (its shape is not in the spec; the API sends id and name). Extra fields are allowed: the API may send more than the site reads. */
export const optionSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: ['integer', 'string'] },
    name: { type: 'string' },
  },
} as const;

export type OptionItem = FromSchema<typeof optionSchema>;
