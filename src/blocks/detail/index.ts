import { defineBlock } from '../../engine/types';
import type { DetailProps } from './schema';
import { DetailSkeleton } from './Skeleton';
import type { ItemOf } from './types';

export default defineBlock<DetailProps, ItemOf[keyof ItemOf]>({
  load: () => import('./Detail'),
  Skeleton: DetailSkeleton,
  seo: () => import('./seo'),
});
