import { defineBlock } from '../../engine/types';
import type { HeroProps, HomeVideo } from './schema';
import { HeroSkeleton } from './Skeleton';

export default defineBlock<HeroProps, HomeVideo[]>({
  load: () => import('./Hero'),
  Skeleton: HeroSkeleton,
  // Its video, sound and pause controls, and the zoom reveal.
  interactive: true,
  // Its zoom reveal pins the section (position: fixed) while the visitor scrolls.
  escapesBox: true,
});
