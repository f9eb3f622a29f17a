import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { CardItem } from './cards';
import type { PaginatedListProps } from './schema';
import { PaginatedListSkeleton } from './Skeleton';

export default defineBlock<PaginatedListProps, ListData<CardItem>>({
  type: 'paginated-list',
  load: () => import('./PaginatedList'),
  Skeleton: PaginatedListSkeleton,
});
