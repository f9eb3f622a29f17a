import { defineBlock } from '../../engine/types';
import type { NewsItem } from '../../content/news/schema';
import type { NewsroomFeaturedProps } from './schema';
import { NewsroomFeaturedSkeleton } from './Skeleton';

export default defineBlock<NewsroomFeaturedProps, NewsItem[]>({
  load: () => import('./NewsroomFeatured'),
  Skeleton: NewsroomFeaturedSkeleton,
});
