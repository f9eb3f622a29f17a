import type { FromSchema } from 'json-schema-to-ts';
import { seoSchema } from '../seo';

/** Career opening; the detail adds details (HTML). Extra fields are allowed. */
export const careerSchema = {
  type: 'object',
  required: ['id', 'slug', 'post', 'qualification', 'yoe', 'location', 'keySkills'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string', pattern: '\\S' },
    post: { type: 'string' },
    qualification: { type: 'string' },
    yoe: { type: 'string' },
    location: { type: 'string' },
    keySkills: { type: 'array', items: { type: 'string' } },
    details: { type: 'string', description: 'HTML, sanitized before it reaches the DOM.' },
    date: { type: 'string' },
    datePublished: { type: 'string', description: 'ISO date the opening was posted.' },
    employmentType: { type: ['string', 'null'], description: "Not sent by today's API; the JobPosting states it only when the data does." },
    seo: seoSchema,
  },
} as const;

export type CareerItem = FromSchema<typeof careerSchema>;
