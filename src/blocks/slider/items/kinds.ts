import type { ItemKind } from '../schema';
import { BlogSlide, ForaySlide, LogoSlide, NewsSlide, ProjectSlide, TestimonialSlide } from './slides';
import type { SlideKind } from './types';

/** Item kind → how its slide renders; the slider dispatches through this map. */
export const slideKinds: Record<ItemKind, SlideKind<any>> = {
  'project-card': { Slide: ProjectSlide, focusable: false },
  'blog-card': { Slide: BlogSlide, focusable: false },
  'news-card': { Slide: NewsSlide, focusable: false },
  logo: { Slide: LogoSlide, focusable: true },
  testimonial: { Slide: TestimonialSlide, focusable: true },
  foray: { Slide: ForaySlide, focusable: true },
};
