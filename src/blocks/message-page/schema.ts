import type { FromSchema } from 'json-schema-to-ts';
import { safeLink } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'message-page',
  'x-binding': binding,
  description: 'A centred message with one action: the not-found page and the thank-you pages.',
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'text', 'action'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    text: { type: 'string', 'x-translatable': true },
    action: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'kind', 'href'],
      properties: {
        label: { type: 'string', 'x-translatable': true, minLength: 1 },
        kind: {
          enum: ['link', 'back'],
          description: 'link: go to href; back: one step back in history when the visitor came from a page of this site, else (and without script) go to href.',
        },
        href: { ...safeLink, description: "Where the link goes; for 'back', the page the visitor most likely came from (the form's page)." },
      },
    },
  },
} as const;

export type MessagePageProps = FromSchema<typeof schema>;
