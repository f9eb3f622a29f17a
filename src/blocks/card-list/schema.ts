import type { FromSchema } from 'json-schema-to-ts';
import { sitePath } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** A list from the API, its kind chosen by props.kind. */
export const binding = {
  source: 'required',
  select: 'list',
  shows: { prop: 'kind', kinds: { leader: 'leader', certificate: 'certificate', career: 'career' } },
} as const satisfies ContentBinding;

export const schema = {
  title: 'card-list',
  'x-binding': binding,
  description:
    'A list source shown as cards or rows of one kind: leader (image, name, designation, description, LinkedIn), certificate (title, image, view link), career (post, qualification, location, experience; links to its page; optional side note).',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'skeletonCount'],
  properties: {
    kind: { enum: ['leader', 'certificate', 'career'] },
    heading: { type: 'string', 'x-translatable': true, description: 'Optional h2 above the list; without it item titles are h2.' },
    skeletonCount: { type: 'integer', minimum: 1, description: 'Placeholders while loading (spec: 3 leaders, 3 certificates, 5 careers).' },
    linkPattern: { ...sitePath, description: 'career: each row links here, e.g. "/careers/{slug}".' },
    labels: {
      type: 'object',
      additionalProperties: false,
      description: 'Visible and accessible texts; "{name}" and "{title}" take the item\'s field.',
      properties: {
        linkedIn: { type: 'string', 'x-translatable': true, description: 'leader: accessible name of the LinkedIn link, e.g. "LinkedIn profile of {name}".' },
        viewCertificate: { type: 'string', 'x-translatable': true, description: 'certificate: the link text, e.g. "View certificate".' },
        qualification: { type: 'string', 'x-translatable': true },
        location: { type: 'string', 'x-translatable': true },
        experience: { type: 'string', 'x-translatable': true },
        viewJob: { type: 'string', 'x-translatable': true, description: 'career: the visible call to action on each row.' },
      },
    },
    note: {
      type: 'object',
      additionalProperties: false,
      required: ['heading', 'text', 'email'],
      description: 'career: a side note, pinned while scrolling at 1024 px and wider.',
      properties: {
        heading: { type: 'string', 'x-translatable': true },
        text: { type: 'string', 'x-translatable': true },
        email: { type: 'string', format: 'email' },
      },
    },
  },
} as const;

export type CardListProps = FromSchema<typeof schema>;
export type CardListLabels = NonNullable<CardListProps['labels']>;
