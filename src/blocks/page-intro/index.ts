import { defineBlock } from '../../engine/types';
import { type PageIntroProps } from './schema';
import { PageIntroSkeleton } from './Skeleton';

export default defineBlock<PageIntroProps>({
  load: () => import('./PageIntro'),
  Skeleton: PageIntroSkeleton,
});
