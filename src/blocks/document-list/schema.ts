import type { FromSchema } from 'json-schema-to-ts';
import { safeSource } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** A list from the API, or without a source the documents of props.items. */
export const binding = {
  source: 'optional',
  select: 'list',
  shows: 'document',
} as const satisfies ContentBinding;

export const schema = {
  title: 'document-list',
  'x-binding': binding,
  description:
    "Rows of documents, each with a View link (new tab) and a Download button that saves the file under the item's name. Items come from a list source ({id, name|title, fileUrl}) or, without a source, from props.items.",
  type: 'object',
  additionalProperties: false,
  required: ['skeletonCount', 'labels'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, description: 'Optional h2 above the rows; without it document names are h2.' },
    skeletonCount: { type: 'integer', minimum: 1, description: 'Placeholder rows while loading (spec: 10).' },
    labels: {
      type: 'object',
      additionalProperties: false,
      required: ['view', 'download'],
      properties: {
        view: { type: 'string', 'x-translatable': true, minLength: 1 },
        download: { type: 'string', 'x-translatable': true, minLength: 1 },
      },
    },
    items: {
      type: 'array',
      description: 'Static documents, for a list without a source (fileUrl relative to the content host).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'fileUrl'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', minLength: 1 },
          fileUrl: safeSource,
        },
      },
    },
  },
} as const;

export type DocumentListProps = FromSchema<typeof schema>;
