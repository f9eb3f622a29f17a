import type { FromSchema } from 'json-schema-to-ts';

/** Testimonial: image null means a video is shown. Extra fields are allowed: the API may send more than the site reads. */
export const testimonialSchema = {
  type: 'object',
  required: ['id', 'name', 'designation', 'customer', 'image', 'videoUrl', 'message'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    designation: { type: 'string' },
    customer: { type: 'string' },
    image: { type: ['string', 'null'] },
    videoUrl: { type: ['string', 'null'] },
    message: { type: 'string' },
  },
} as const;

export type TestimonialItem = FromSchema<typeof testimonialSchema>;
