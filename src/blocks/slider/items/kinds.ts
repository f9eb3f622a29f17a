import type { ItemKind } from '../schema';
import { BlogCard } from './BlogCard';
import { ForaySlide } from './ForaySlide';
import { LogoSlide } from './LogoSlide';
import { NewsCard } from './NewsCard';
import { ProjectCard } from './ProjectCard';
import { TestimonialSlide } from './TestimonialSlide';
import type { SlideKind } from './types';

/** Item kind → how its slide renders; the slider dispatches through this map. */
export const slideKinds: Record<ItemKind, SlideKind<any>> = {
  'project-card': { Slide: ProjectCard, focusable: false },
  'blog-card': { Slide: BlogCard, focusable: false },
  'news-card': { Slide: NewsCard, focusable: false },
  logo: { Slide: LogoSlide, focusable: true },
  testimonial: { Slide: TestimonialSlide, focusable: true },
  foray: { Slide: ForaySlide, focusable: true },
};
