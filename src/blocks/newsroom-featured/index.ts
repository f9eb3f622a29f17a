import { defineBlock } from '../../engine/types';
import type { ShownItem } from '../../content/items';
import { type NewsroomFeaturedProps, type schema } from './schema';
import { NewsroomFeaturedSkeleton } from './Skeleton';

export default defineBlock<NewsroomFeaturedProps, ShownItem<typeof schema>[]>({
  load: () => import('./NewsroomFeatured'),
  Skeleton: NewsroomFeaturedSkeleton,
});
