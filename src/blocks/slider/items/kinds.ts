import type { ShownItemsBy } from '../../../content/items';
import type { ItemKind, schema } from '../schema';
import { BlogSlide, ForaySlide, LogoSlide, NewsSlide, ProjectSlide, TestimonialSlide } from './slides';
import type { SlideKind } from './types';

/** Item kind (the block's `item` prop) → the item it shows, from the schema's x-content-kind. */
export type SlideItems = ShownItemsBy<typeof schema>;

/** Item kind → how its slide renders; the slider dispatches through this map. */
export const slideKinds: { [K in ItemKind]: SlideKind<SlideItems[K]> } = {
  'project-card': { Slide: ProjectSlide, focusable: false },
  'blog-card': { Slide: BlogSlide, focusable: false },
  'news-card': { Slide: NewsSlide, focusable: false },
  logo: { Slide: LogoSlide, focusable: true },
  testimonial: { Slide: TestimonialSlide, focusable: true },
  foray: { Slide: ForaySlide, focusable: true },
};
