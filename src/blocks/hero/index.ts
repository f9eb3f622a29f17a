import { defineBlock } from '../../engine/types';
import type { ShownItem } from '../../content/items';
import { type HeroProps, type schema } from './schema';
import { HeroSkeleton } from './Skeleton';

export default defineBlock<HeroProps, ShownItem<typeof schema>[]>({
  load: () => import('./Hero'),
  Skeleton: HeroSkeleton,
  // Its sound and pause controls, and the zoom reveal.
  interactive: true,
  // On a phone the video starts without the app (enhance.ts), which waits for the visitor's first
  // tap or key; on a desktop the enhancement boots it at once for the zoom.
  wake: 'interaction',
  enhance: () => import('./enhance'),
  // Its zoom reveal pins the section (position: fixed) while the visitor scrolls.
  escapesBox: true,
  // 100svh, never under 560px (hero.css).
  fillsScreen: true,
});
