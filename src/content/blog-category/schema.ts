import type { FromSchema } from 'json-schema-to-ts';

/** Blog category (spec §3), for the filter. Extra fields are allowed: the API may send more than the site reads. */
export const blogCategorySchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
  },
} as const;

export type BlogCategory = FromSchema<typeof blogCategorySchema>;
