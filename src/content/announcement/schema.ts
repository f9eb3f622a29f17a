import type { FromSchema } from 'json-schema-to-ts';

/** Announcement; date is shown as given text. Extra fields are allowed: the API may send more than the site reads. */
export const announcementSchema = {
  type: 'object',
  required: ['id', 'title', 'date'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    date: { type: 'string' },
    datePublished: { type: 'string' },
  },
} as const;

export type AnnouncementItem = FromSchema<typeof announcementSchema>;
