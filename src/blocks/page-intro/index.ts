import { defineBlock } from '../../engine/types';
import { binding, type PageIntroProps } from './schema';
import { PageIntroSkeleton } from './Skeleton';

export default defineBlock<PageIntroProps>({
  load: () => import('./PageIntro'),
  Skeleton: PageIntroSkeleton,
  binding,
});
