import type { FromSchema } from 'json-schema-to-ts';
import type { ShownKind } from '../../content/kinds';

const text = { type: 'string', minLength: 1 } as const;

const breadcrumbs = {
  type: 'array',
  description: 'Links shown above the title; the item itself is the last crumb.',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'href'],
    properties: { label: text, href: text },
  },
} as const;

const project = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'labels'],
  properties: {
    kind: { const: 'project' },
    breadcrumbs,
    labels: {
      type: 'object',
      additionalProperties: false,
      required: ['client', 'about', 'projectType', 'capacity', 'location'],
      properties: {
        client: { ...text, description: 'Label before the customer name, e.g. "Client".' },
        about: text,
        projectType: text,
        capacity: text,
        location: text,
        details: { ...text, description: 'Heading above the rich project details; none when absent.' },
      },
    },
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
      description: 'Element id the apply button scrolls to and focuses: the application form block\'s id.',
    },
    labels: {
      type: 'object',
      additionalProperties: false,
      required: ['hiring', 'experience', 'qualification', 'location', 'keySkills', 'apply'],
      properties: {
        hiring: { ...text, description: 'Words before the post in the heading: "We Are Hiring".' },
        experience: text,
        qualification: text,
        location: text,
        keySkills: text,
        description: { ...text, description: 'Heading above the rich job description; none when absent.' },
        apply: text,
      },
    },
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
      labels: {
        type: 'object',
        additionalProperties: false,
        required: ['published'],
        properties: {
          published: { ...text, description: 'Screen-reader label before the date, e.g. "Published on".' },
          category: { ...text, description: 'Screen-reader label before the blog category.' },
        },
      },
    },
  }) as const;

export const schema = {
  title: 'detail',
  'x-content-kind': { prop: 'kind', kinds: { project: 'project', job: 'career', blog: 'blog', news: 'news' } } satisfies ShownKind,
  description:
    'One item of a detail route (project, job, blog or news) loaded by slug: its heading band, fields and rich HTML body. Sets the page <title> from the item.',
  oneOf: [project, job, article('blog'), article('news')],
} as const;

export type DetailProps = FromSchema<typeof schema>;
export type DetailKind = DetailProps['kind'];
export type PropsOf<K extends DetailKind> = Extract<DetailProps, { kind: K }>;
