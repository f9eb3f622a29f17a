import type { FromSchema } from 'json-schema-to-ts';
import { safeLink } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';

/** It shows its props only: no source. */
export const binding = { source: 'forbidden' } as const satisfies ContentBinding;

export const schema = {
  title: 'contact-details',
  'x-binding': binding,
  description:
    "The contact page's ways to reach the company: phone, e-mail and office location (from the site info), a link to the careers page, and/or the embedded office map. Each part shows only when configured.",
  type: 'object',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', 'x-translatable': true, description: 'Heading over the phone, e-mail and location links (an h2); the links show only with it.' },
    phoneLabel: { type: 'string', 'x-translatable': true },
    emailLabel: { type: 'string', 'x-translatable': true },
    locationLabel: { type: 'string', 'x-translatable': true },
    careers: {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'label', 'href'],
      properties: {
        text: { type: 'string', 'x-translatable': true },
        label: { type: 'string', 'x-translatable': true, minLength: 1 },
        href: safeLink,
      },
    },
    map: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'src'],
      properties: {
        title: { type: 'string', 'x-translatable': true, minLength: 1, description: "The iframe's accessible title." },
        src: { type: 'string', pattern: '^https://', description: 'An embeddable map page (e.g. OpenStreetMap export/embed.html).' },
        linkLabel: { type: 'string', 'x-translatable': true, description: 'A link under the map to the full maps page (site.address.mapsUrl).' },
      },
    },
  },
} as const;

export type ContactDetailsProps = FromSchema<typeof schema>;
