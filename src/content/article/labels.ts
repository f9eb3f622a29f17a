import type { FromSchema } from 'json-schema-to-ts';
import { label } from '../../engine/config/fragments';

/** The texts of a blog post's or a news item's page (ArticleDetail), as the config gives them. */
export const articleDetailLabels = {
  type: 'object',
  additionalProperties: false,
  required: ['published'],
  properties: {
    published: { ...label, description: 'Screen-reader label before the date, e.g. "Published on".' },
    category: { ...label, description: 'Screen-reader label before the blog category.' },
  },
} as const;

export type ArticleDetailLabels = FromSchema<typeof articleDetailLabels>;
