import type { FromSchema } from 'json-schema-to-ts';
import { seoSchema } from '../seo';

/**
 * Project. Lists send the card's fields (home's featured list only those);
 * the detail adds projectDetails (HTML). Extra fields are allowed.
 */
export const projectSchema = {
  type: 'object',
  required: ['id', 'slug', 'image', 'title', 'clientName'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string', pattern: '\\S' },
    image: { type: 'string' },
    title: { type: 'string' },
    clientName: { type: 'string' },
    about: { type: 'string' },
    projectType: { type: 'string' },
    capacity: { type: 'string' },
    location: { type: 'string' },
    projectDetails: { type: 'string', description: 'HTML, sanitized before it reaches the DOM.' },
    datePublished: { type: 'string', description: 'ISO date the project was awarded.' },
    seo: seoSchema,
  },
} as const;

export type ProjectItem = FromSchema<typeof projectSchema>;
