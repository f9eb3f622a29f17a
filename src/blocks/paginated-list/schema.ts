import type { FromSchema } from 'json-schema-to-ts';
import { sitePath } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** A list from the API, page by page, its kind chosen by props.kind. */
export const binding = {
  source: 'required',
  select: 'list',
  shows: { prop: 'kind', kinds: { project: 'project', blog: 'blog', news: 'news' } },
} as const satisfies ContentBinding;

export const schema = {
  title: 'paginated-list',
  'x-binding': binding,
  description:
    'A grid of cards from a list source (body carries pageSize), with numbered pagination and an optional category filter. Pages re-query the source with pageIndex. The page and category are in the URL (?category=3&page=2).',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'linkPattern', 'skeletonCount'],
  properties: {
    kind: { enum: ['project', 'blog', 'news'], description: 'Which card shows each item.' },
    heading: { type: 'string', 'x-translatable': true, description: 'Optional h2 above the grid; without it card titles are h2.' },
    linkPattern: { ...sitePath, description: 'Each card links here; "{field}" takes the item\'s field, e.g. "/projects/{slug}".' },
    skeletonCount: { type: 'integer', minimum: 1, description: 'Placeholder cards while a page loads (spec: 12).' },
    paginationLabel: { type: 'string', 'x-translatable': true, description: 'Accessible name of the pagination landmark.' },
    outOfRange: {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'linkText'],
      description: "Shown instead of the grid for a page past the list's end or a category with nothing in it (an old or edited link).",
      properties: { text: { type: 'string', 'x-translatable': true, minLength: 1 }, linkText: { type: 'string', 'x-translatable': true, minLength: 1 } },
    },
    filter: {
      type: 'object',
      additionalProperties: false,
      required: ['endpoint', 'allLabel', 'param'],
      description: 'Category buttons: All (id 0) plus each {id, name} the endpoint returns (GET, data array).',
      properties: {
        endpoint: { type: 'string', pattern: '^/api/' },
        allLabel: { type: 'string', 'x-translatable': true, minLength: 1 },
        param: { type: 'string', minLength: 1, description: 'Body field the chosen id goes into, e.g. categoryId.' },
        label: { type: 'string', 'x-translatable': true, description: 'Accessible name of the filter group.' },
      },
    },
  },
} as const;

export type PaginatedListProps = FromSchema<typeof schema>;
