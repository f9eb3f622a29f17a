import type { FromSchema } from 'json-schema-to-ts';
import { articleDetailLabels } from '../../content/article/labels';
import { jobDetailLabels } from '../../content/career/labels';
import { projectDetailLabels } from '../../content/project/labels';
import type { ContentBinding } from '../../content/kinds';
import { label, safeLink } from '../../engine/config/fragments';

const breadcrumbs = {
  type: 'array',
  description: 'Links shown above the title; the item itself is the last crumb.',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'href'],
    properties: { label, href: safeLink },
  },
} as const;

const project = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'labels'],
  properties: {
    kind: { const: 'project' },
    breadcrumbs,
    labels: projectDetailLabels,
  },
} as const;

const job = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'labels', 'applyTarget'],
  properties: {
    kind: { const: 'job' },
    breadcrumbs,
    applyTarget: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: "Element id the apply button scrolls to and focuses: the application form block's id.",
    },
    labels: jobDetailLabels,
  },
} as const;

const article = <K extends 'blog' | 'news'>(kind: K) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'labels'],
    properties: {
      kind: { const: kind },
      breadcrumbs,
      labels: articleDetailLabels,
    },
  }) as const;

/** One item, found by the route's slug: its kind chosen by props.kind. */
export const binding = {
  source: 'required',
  select: 'first',
  shows: { prop: 'kind', kinds: { project: 'project', job: 'career', blog: 'blog', news: 'news' } },
} as const satisfies ContentBinding;

export const schema = {
  title: 'detail',
  'x-binding': binding,
  // A page's own block (see slots.ts): a layout's slot does not take it.
  'x-category': 'page',
  description:
    'One item of a detail route (project, job, blog or news) loaded by slug: its heading band, fields and rich HTML body. Sets the page <title> from the item.',
  oneOf: [project, job, article('blog'), article('news')],
} as const;

export type DetailProps = FromSchema<typeof schema>;
export type DetailKind = DetailProps['kind'];
