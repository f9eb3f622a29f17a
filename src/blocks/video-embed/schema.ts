import type { FromSchema } from 'json-schema-to-ts';
import type { ContentBinding } from '../../content/kinds';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'video-embed',
  'x-binding': binding,
  description: 'Company videos from the media host, each with controls, a poster and a caption; nothing downloads until the visitor presses play.',
  type: 'object',
  additionalProperties: false,
  required: ['videos'],
  properties: {
    eyebrow: { type: 'string', 'x-translatable': true, minLength: 1 },
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    intro: { type: 'string', 'x-translatable': true, minLength: 1 },
    videos: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'src', 'width', 'height'],
        properties: {
          title: { type: 'string', 'x-translatable': true, minLength: 1, description: "The video's accessible name and visible caption title." },
          caption: { type: 'string', 'x-translatable': true, minLength: 1 },
          src: { type: 'string', pattern: '^/videos/.+\\.mp4$', description: 'An mp4 path on the media host.' },
          poster: { type: 'string', pattern: '^/images/', description: 'A picture path on the content host.' },
          width: { type: 'integer', minimum: 1 },
          height: { type: 'integer', minimum: 1 },
        },
      },
    },
  },
} as const;

export type VideoEmbedProps = FromSchema<typeof schema>;
export type EmbeddedVideo = VideoEmbedProps['videos'][number];
