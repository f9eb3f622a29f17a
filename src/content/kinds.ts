import type { BlockBinding } from '../engine/types';
import { announcementSchema } from './announcement/schema';
import { blogCategorySchema } from './blog-category/schema';
import { blogSchema } from './blog/schema';
import { careerSchema } from './career/schema';
import { certificateSchema } from './certificate/schema';
import { clientSchema } from './client/schema';
import { cultureImageSchema } from './culture-image/schema';
import { documentSchema } from './document/schema';
import { foraySchema } from './foray/schema';
import { homeVideoSchema } from './home-video/schema';
import { leaderSchema } from './leader/schema';
import { newsSchema } from './news/schema';
import { optionSchema } from './option/schema';
import { projectSchema } from './project/schema';
import { testimonialSchema } from './testimonial/schema';

/**
 * Every kind of content the API returns, by name: one JSON Schema each. The browser and
 * the server renderer check each item against it at the data boundary (precompiled, see
 * tooling/vite-plugins.ts), and the embedded API declares it as its response schema.
 */
export const contentKinds = {
  announcement: announcementSchema,
  blog: blogSchema,
  'blog-category': blogCategorySchema,
  career: careerSchema,
  certificate: certificateSchema,
  client: clientSchema,
  'culture-image': cultureImageSchema,
  document: documentSchema,
  foray: foraySchema,
  'home-video': homeVideoSchema,
  leader: leaderSchema,
  news: newsSchema,
  option: optionSchema,
  project: projectSchema,
  testimonial: testimonialSchema,
} as const;

export type ContentKind = keyof typeof contentKinds;

/**
 * A block's binding (src/engine/types.ts) in the site's own kinds: what each block's schema.ts
 * declares. The config check holds the kind it shows against the kind its source's endpoint returns
 * (endpoints.ts), so a slider of logos bound to the testimonials call fails the build.
 */
export type ContentBinding = BlockBinding<ContentKind>;
