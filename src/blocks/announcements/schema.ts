import type { FromSchema } from 'json-schema-to-ts';
import type { AnnouncementItem as Announcement } from '../../content/announcement/schema';
import type { ContentBinding } from '../../content/kinds';

export type { Announcement };

/** A list of announcements from the API: nothing to show without it. */
export const binding = {
  source: 'required',
  select: 'list',
  shows: 'announcement',
} as const satisfies ContentBinding;

export const schema = {
  title: 'announcements',
  'x-binding': binding,
  description: 'Latest announcements as cards (title, calendar icon and date), entering one after another.',
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'skeletonCount', 'maxItems'],
  properties: {
    heading: { type: 'string', 'x-translatable': true, minLength: 1 },
    intro: { type: 'string', 'x-translatable': true },
    skeletonCount: { type: 'integer', minimum: 1, maximum: 12 },
    maxItems: { type: 'integer', minimum: 1 },
    staggerMs: { type: 'integer', minimum: 0, description: 'Delay between cards entering (spec: 200).' },
    emptyLog: { type: 'string', description: 'Logged when the list is empty; the section is then not rendered.' },
    dateLabel: { type: 'string', 'x-translatable': true, description: 'Read before the date by screen readers, e.g. "Published on".' },
  },
} as const;

export type AnnouncementsProps = FromSchema<typeof schema>;
