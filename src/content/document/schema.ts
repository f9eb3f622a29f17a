import type { FromSchema } from 'json-schema-to-ts';

/** A downloadable document: a download (name) or an annual return (title). Extra fields are allowed: the API may send more than the site reads. */
export const documentSchema = {
  type: 'object',
  required: ['id', 'fileUrl'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    title: { type: 'string' },
    fileUrl: { type: 'string' },
  },
} as const;

export type DocumentItem = FromSchema<typeof documentSchema>;
