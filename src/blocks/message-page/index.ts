import { defineBlock } from '../../engine/types';
import type { MessagePageProps } from './schema';
import { MessagePageSkeleton } from './Skeleton';

export default defineBlock<MessagePageProps>({
  load: () => import('./MessagePage'),
  Skeleton: MessagePageSkeleton,
});
