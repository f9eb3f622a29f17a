import { defineBlock } from '../../engine/types';
import type { PageIntroProps } from './schema';
import { PageIntroSkeleton } from './Skeleton';

export default defineBlock<PageIntroProps>({
  type: 'page-intro',
  load: () => import('./PageIntro'),
  Skeleton: PageIntroSkeleton,
});
