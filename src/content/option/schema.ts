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

/** @public Every content kind declares its item type beside its schema, for the kind → item-type map, though no module reads this one yet. */
export type OptionItem = FromSchema<typeof optionSchema>;
