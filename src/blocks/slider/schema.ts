import type { FromSchema } from 'json-schema-to-ts';
import { safeLink, sitePath } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

const layout = {
  type: 'object',
  additionalProperties: false,
  required: ['slidesPerView', 'spaceBetween'],
  properties: {
    slidesPerView: { type: 'number', exclusiveMinimum: 0 },
    spaceBetween: { type: 'number', minimum: 0, description: 'Gap between slides in px.' },
  },
} as const;

export const itemKinds = ['project-card', 'logo', 'testimonial', 'foray', 'blog-card', 'news-card'] as const;

/** A list from the API, its kind chosen by props.item. */
export const binding = {
  source: 'required',
  select: 'list',
  shows: {
    prop: 'item',
    kinds: { 'project-card': 'project', 'blog-card': 'blog', 'news-card': 'news', logo: 'client', testimonial: 'testimonial', foray: 'foray' },
  },
} as const satisfies ContentBinding;

export const schema = {
  title: 'slider',
  'x-binding': binding,
  description: 'A carousel of one kind of item from a list source: featured projects, customer logos, testimonials, international forays, explore-more cards.',
  type: 'object',
  additionalProperties: false,
  required: ['item', 'heading', 'speed', 'slidesPerView', 'spaceBetween', 'skeletonCount'],
  properties: {
    item: { enum: itemKinds, description: 'What each slide shows.' },
    eyebrow: { type: 'string', 'x-translatable': true },
    heading: { type: 'string', 'x-translatable': true, minLength: 1, description: 'The section heading; also names the carousel.' },
    intro: { type: 'string', 'x-translatable': true },
    button: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'href'],
      properties: { label: { type: 'string', 'x-translatable': true, minLength: 1 }, href: safeLink },
    },
    linkPattern: { ...sitePath, description: 'Card link, fields in braces: "/projects/{slug}". Card kinds only.' },
    altText: { type: 'string', 'x-translatable': true, description: 'logo: the fixed alt text of every logo (spec: not taken from data).' },
    imageAlt: {
      type: 'string',
      'x-translatable': true,
      description: 'Alt text of item pictures, fields in braces ("Photo of {name}"); empty or absent: decorative.',
    },
    videoLabel: {
      type: 'string',
      'x-translatable': true,
      description: 'testimonial: names the video shown when image is null, e.g. "Video testimonial from {name}".',
    },
    speed: { type: 'integer', minimum: 0, description: 'Transition length in ms.' },
    slidesPerView: layout.properties.slidesPerView,
    spaceBetween: layout.properties.spaceBetween,
    breakpoints: {
      type: 'object',
      description: 'Layouts by minimum viewport width in px: {"640": {"slidesPerView": 2.3, "spaceBetween": 30}}.',
      propertyNames: { pattern: '^[0-9]+$' },
      additionalProperties: layout,
    },
    loop: { type: 'boolean' },
    autoplay: {
      type: 'object',
      additionalProperties: false,
      required: ['delay', 'disableOnInteraction', 'pauseLabel', 'playLabel'],
      properties: {
        delay: { type: 'integer', minimum: 0 },
        disableOnInteraction: { type: 'boolean' },
        pauseLabel: { type: 'string', 'x-translatable': true, minLength: 1, description: 'Names the button that stops the motion.' },
        playLabel: { type: 'string', 'x-translatable': true, minLength: 1 },
      },
    },
    effect: { enum: ['slide', 'fade'] },
    navigation: {
      type: 'object',
      additionalProperties: false,
      required: ['previousLabel', 'nextLabel'],
      description: 'Previous and next arrow buttons, with their accessible names.',
      properties: {
        previousLabel: { type: 'string', 'x-translatable': true, minLength: 1 },
        nextLabel: { type: 'string', 'x-translatable': true, minLength: 1 },
      },
    },
    hideWhenEmpty: { type: 'boolean' },
    emptyLog: { type: 'string', description: 'Logged (console.log) when the list is empty.' },
    skeletonCount: { type: 'integer', minimum: 1, maximum: 24 },
    maxItems: { type: 'integer', minimum: 1 },
    tone: { enum: ['light', 'surface', 'dark'] },
  },
} as const;

export type SliderProps = FromSchema<typeof schema>;
export type ItemKind = SliderProps['item'];
