import type { FromSchema } from 'json-schema-to-ts';
import { label } from '../../engine/config/fragments';

/** The texts of a project's page (ProjectDetail), as the config gives them. */
export const projectDetailLabels = {
  type: 'object',
  additionalProperties: false,
  required: ['client', 'about', 'projectType', 'capacity', 'location'],
  properties: {
    client: { ...label, description: 'Label before the customer name, e.g. "Client".' },
    about: label,
    projectType: label,
    capacity: label,
    location: label,
    details: { ...label, description: 'Heading above the rich project details; none when absent.' },
  },
} as const;

export type ProjectDetailLabels = FromSchema<typeof projectDetailLabels>;
