import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { ListedItems, ListKind } from './items';
import { type CardListProps } from './schema';
import { CardListSkeleton } from './Skeleton';

export default defineBlock<CardListProps, ListData<ListedItems[ListKind]>>({
  load: () => import('./CardList'),
  Skeleton: CardListSkeleton,
});
