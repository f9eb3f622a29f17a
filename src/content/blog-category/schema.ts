import type { FromSchema } from 'json-schema-to-ts';

/** Blog category, for the filter. Extra fields are allowed: the API may send more than the site reads. */
export const blogCategorySchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
  },
} as const;

/** @public Every content kind declares its item type beside its schema, for the kind → item-type map, though no module reads this one yet. */
export type BlogCategory = FromSchema<typeof blogCategorySchema>;
