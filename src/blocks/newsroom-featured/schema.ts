import type { FromSchema } from 'json-schema-to-ts';
import { sitePath } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** The latest news, every item at once. */
export const binding = {
  source: 'required',
  select: 'array',
  shows: 'news',
} as const satisfies ContentBinding;

export const schema = {
  title: 'newsroom-featured',
  'x-binding': binding,
  description: 'The latest news: the first item large (featured), the next ones as a column beside it. Source: an array of news.',
  type: 'object',
  additionalProperties: false,
  required: ['linkPattern'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, description: 'Optional h2; without it item titles are h2.' },
    linkPattern: { ...sitePath, description: 'Each item links here, e.g. "/newsroom/{slug}".' },
    secondaryCount: { type: 'integer', minimum: 0, default: 3, description: 'How many items follow the featured one (spec: 3).' },
  },
} as const;

export type NewsroomFeaturedProps = FromSchema<typeof schema>;
