import type { ItemKind } from './schema';

export type TileShape = 'card' | 'logo' | 'testimonial' | 'foray';

/** The placeholder tile of each item kind (kept apart from the slides so the skeleton ships light). */
export const tileShapes: Record<ItemKind, TileShape> = {
  'project-card': 'card',
  'blog-card': 'card',
  'news-card': 'card',
  logo: 'logo',
  testimonial: 'testimonial',
  foray: 'foray',
};
