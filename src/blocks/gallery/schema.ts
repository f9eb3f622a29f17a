import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';

/** A list of pictures from the API, page by page. */
export const binding = {
  source: 'required',
  select: 'list',
  shows: 'culture-image',
} as const satisfies ContentBinding;

export const schema = {
  title: 'gallery',
  'x-binding': binding,
  description: 'A paged grid of pictures from a list source ({id, image}; body carries pageSize). Each tile shows a "View picture" label and opens a lightbox.',
  type: 'object',
  additionalProperties: false,
  required: ['skeletonCount', 'imageAlt', 'labels'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, description: 'Optional h2 above the grid.' },
    skeletonCount: { type: 'integer', minimum: 1, description: 'Placeholder tiles while a page loads (spec: 12).' },
    imageAlt: { type: 'string', 'x-translatable': true, minLength: 1, description: 'Alt text of each picture; "{n}" takes its number on the page.' },
    labels: {
      type: 'object',
      additionalProperties: false,
      required: ['viewPicture', 'dialog', 'previous', 'next', 'close'],
      properties: {
        viewPicture: { type: 'string', 'x-translatable': true, minLength: 1 },
        dialog: { type: 'string', 'x-translatable': true, minLength: 1, description: 'Accessible name of the lightbox.' },
        previous: { type: 'string', 'x-translatable': true, minLength: 1 },
        next: { type: 'string', 'x-translatable': true, minLength: 1 },
        close: { type: 'string', 'x-translatable': true, minLength: 1 },
        pagination: { type: 'string', 'x-translatable': true, description: 'Accessible name of the pagination landmark.' },
        outOfRange: { type: 'string', minLength: 1, description: "Shown for a page past the gallery's end (an old or edited link)." },
        firstPage: { type: 'string', minLength: 1, description: 'The link back to the first page, beside outOfRange.' },
      },
    },
  },
} as const;

export type GalleryProps = FromSchema<typeof schema>;
