import type { FromSchema } from 'json-schema-to-ts';

/** Home video item: a path on the media host, played as mp4. Extra fields are allowed: the API may send more than the site reads. */
export const homeVideoSchema = {
  type: 'object',
  required: ['videoUrl'],
  properties: {
    videoUrl: { type: 'string' },
  },
} as const;

export type HomeVideo = FromSchema<typeof homeVideoSchema>;
