import type { FromSchema } from 'json-schema-to-ts';
import { safeSource } from '../../engine/config/fragments';
import type { ContentBinding } from '../../content/kinds';
import { failureSchema, sectionSchema, submitSchema, successSchema } from '../../forms/schema';

/** Its submit may send a field of one item (a job's id): any kind. */
export const binding = {
  source: 'optional',
  select: 'first',
} as const satisfies ContentBinding;

export const schema = {
  title: 'form-wizard',
  'x-binding': binding,
  description:
    'A form built entirely from config: sections of fields with their rules and messages, conditional fields, the submission and what success and failure do. Used for the footer sign-up, the job application, the contact form and vendor registration.',
  type: 'object',
  additionalProperties: false,
  required: ['layout', 'name', 'sections', 'submit', 'success', 'failure'],
  properties: {
    layout: {
      enum: ['inline', 'stacked', 'panel'],
      description: 'inline: compact (footer); stacked: a titled form in the page; panel: a sticky side panel (aside) beside the form.',
    },
    name: { type: 'string', minLength: 1, 'x-translatable': true, description: "The form's accessible name." },
    heading: { type: 'string', 'x-translatable': true, description: 'Shown above the form (an h2).' },
    intro: { type: 'string', 'x-translatable': true },
    aside: {
      type: 'object',
      additionalProperties: false,
      required: ['heading', 'text'],
      description: "panel layout: the page's h1, an intro and an illustration, sticky at 1024 px and above.",
      properties: {
        heading: { type: 'string', 'x-translatable': true, minLength: 1 },
        text: { type: 'string', 'x-translatable': true },
        image: {
          type: 'object',
          additionalProperties: false,
          required: ['src', 'alt', 'width', 'height'],
          properties: {
            src: safeSource,
            alt: { type: 'string', 'x-translatable': true },
            width: { type: 'integer', minimum: 1 },
            height: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    sections: { type: 'array', minItems: 1, items: sectionSchema },
    submit: submitSchema,
    success: successSchema,
    failure: failureSchema,
  },
} as const;

export type FormWizardProps = FromSchema<typeof schema>;
