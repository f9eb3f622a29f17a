import { defineBlock } from '../../engine/types';
import { type MessagePageProps } from './schema';
import { MessagePageSkeleton } from './Skeleton';

export default defineBlock<MessagePageProps>({
  load: () => import('./MessagePage'),
  Skeleton: MessagePageSkeleton,
  // 'Back' goes one step back in the tab's history when the visitor came from the site.
  interactive: true,
  wake: 'interaction',
});
