import { defineBlock } from '../../engine/types';
import type { LinkCardsProps } from './schema';
import { LinkCardsSkeleton } from './Skeleton';

export default defineBlock<LinkCardsProps>({
  type: 'link-cards',
  load: () => import('./LinkCards'),
  Skeleton: LinkCardsSkeleton,
});
