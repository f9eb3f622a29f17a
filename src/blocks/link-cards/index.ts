import { defineBlock } from '../../engine/types';
import { type LinkCardsProps } from './schema';
import { LinkCardsSkeleton } from './Skeleton';

export default defineBlock<LinkCardsProps>({
  load: () => import('./LinkCards'),
  Skeleton: LinkCardsSkeleton,
});
