import type { FromSchema } from 'json-schema-to-ts';

/** Certificate: a picture and its document. Extra fields are allowed: the API may send more than the site reads. */
export const certificateSchema = {
  type: 'object',
  required: ['id', 'image', 'title', 'fileUrl'],
  properties: {
    id: { type: 'integer' },
    image: { type: 'string' },
    title: { type: 'string' },
    fileUrl: { type: 'string' },
  },
} as const;

export type CertificateItem = FromSchema<typeof certificateSchema>;
