import type { FromSchema } from 'json-schema-to-ts';
import { label } from '../../engine/config/fragments';

/** The texts of a job's page (JobDetail), as the config gives them. */
export const jobDetailLabels = {
  type: 'object',
  additionalProperties: false,
  required: ['hiring', 'experience', 'qualification', 'location', 'keySkills', 'apply'],
  properties: {
    hiring: { ...label, description: 'Words before the post in the heading: "We Are Hiring".' },
    experience: label,
    qualification: label,
    location: label,
    keySkills: label,
    description: { ...label, description: 'Heading above the rich job description; none when absent.' },
    apply: label,
  },
} as const;

export type JobDetailLabels = FromSchema<typeof jobDetailLabels>;
