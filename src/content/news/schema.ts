import type { FromSchema } from 'json-schema-to-ts';
import { seoSchema } from '../seo';

/** News item; the detail sends description as HTML. Extra fields are allowed. */
export const newsSchema = {
  type: 'object',
  required: ['id', 'slug', 'image', 'title', 'date'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string', pattern: '\\S' },
    image: { type: 'string' },
    title: { type: 'string' },
    shortDescription: { type: 'string' },
    date: { type: 'string', description: 'Shown as given.' },
    datePublished: { type: 'string', description: 'ISO date beside the display date.' },
    description: { type: 'string' },
    seo: seoSchema,
  },
} as const;

export type NewsItem = FromSchema<typeof newsSchema>;
