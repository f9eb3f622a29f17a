import type { FromSchema } from 'json-schema-to-ts';
import { safeLink, safeSource } from '../../engine/config/fragments';
import type { HomeVideo } from '../../content/home-video/schema';
import type { ContentBinding } from '../../content/kinds';

export type { HomeVideo };

/** Every home video at once; it plays the first with a path. */
export const binding = {
  source: 'required',
  select: 'array',
  shows: 'home-video',
} as const satisfies ContentBinding;

export const schema = {
  title: 'hero',
  'x-binding': binding,
  // A page's own block (see slots.ts): a layout's slot does not take it.
  'x-category': 'page',
  description:
    'The home hero: headline, button, a poster image and a full-screen background video (source: GET /api/HomePageVideo, select "array"). Above mobileMaxWidth it is pinned with a scroll-driven zoom reveal.',
  type: 'object',
  additionalProperties: false,
  required: ['headline', 'button', 'poster', 'labels', 'mobileMaxWidth'],
  properties: {
    headline: { type: 'string', 'x-translatable': true, minLength: 1 },
    text: { type: 'string', 'x-translatable': true },
    button: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'href'],
      properties: { label: { type: 'string', 'x-translatable': true, minLength: 1 }, href: safeLink },
    },
    poster: {
      type: 'object',
      additionalProperties: false,
      required: ['src', 'alt', 'width', 'height'],
      description: 'Shown first and while the video loads; the largest paint. src is on the content host.',
      properties: {
        src: safeSource,
        alt: { type: 'string', 'x-translatable': true },
        width: { type: 'integer', minimum: 1 },
        height: { type: 'integer', minimum: 1 },
      },
    },
    labels: {
      type: 'object',
      additionalProperties: false,
      required: ['mute', 'unmute', 'play', 'pause'],
      description: 'Accessible names of the sound and motion buttons.',
      properties: {
        mute: { type: 'string', 'x-translatable': true, minLength: 1 },
        unmute: { type: 'string', 'x-translatable': true, minLength: 1 },
        play: { type: 'string', 'x-translatable': true, minLength: 1 },
        pause: { type: 'string', 'x-translatable': true, minLength: 1 },
      },
    },
    mobileMaxWidth: { type: 'integer', minimum: 0, description: 'Up to this width (spec: 1025) the video just plays: no pinning, no zoom, no scroll reload.' },
  },
} as const;

export type HeroProps = FromSchema<typeof schema>;
