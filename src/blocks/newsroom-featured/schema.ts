import type { FromSchema } from 'json-schema-to-ts';
import type { ShownKind } from '../../content/kinds';

export const schema = {
  title: 'newsroom-featured',
  'x-content-kind': 'news' satisfies ShownKind,
  description: 'The latest news: the first item large (featured), the next ones as a column beside it. Source: an array of news.',
  type: 'object',
  additionalProperties: false,
  required: ['linkPattern'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, description: 'Optional h2; without it item titles are h2.' },
    linkPattern: { type: 'string', pattern: '^/', description: 'Each item links here, e.g. "/newsroom/{slug}".' },
    secondaryCount: { type: 'integer', minimum: 0, default: 3, description: 'How many items follow the featured one (spec: 3).' },
  },
} as const;

export type NewsroomFeaturedProps = FromSchema<typeof schema>;
