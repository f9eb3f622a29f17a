import type { FromSchema } from 'json-schema-to-ts';
import { seoSchema } from '../seo';

/**
 * Blog post. Lists send description as the plain excerpt; the detail sends
 * description as HTML beside the excerpt. Extra fields are allowed.
 */
export const blogSchema = {
  type: 'object',
  required: ['id', 'slug', 'image', 'blogCategory', 'date', 'title'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string', pattern: '\\S' },
    image: { type: 'string' },
    categoryId: { type: 'integer' },
    blogCategory: { type: 'string' },
    date: { type: 'string', description: 'Shown as given.' },
    datePublished: { type: 'string', description: 'ISO date beside the display date.' },
    title: { type: 'string' },
    description: { type: 'string' },
    excerpt: { type: 'string' },
    seo: seoSchema,
  },
} as const;

export type BlogItem = FromSchema<typeof blogSchema>;
