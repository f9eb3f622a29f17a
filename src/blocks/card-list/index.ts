import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { CardListProps } from './schema';
import { CardListSkeleton } from './Skeleton';

export default defineBlock<CardListProps, ListData<{ id: number }>>({
  load: () => import('./CardList'),
  Skeleton: CardListSkeleton,
});
