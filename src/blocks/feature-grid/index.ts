import { defineBlock } from '../../engine/types';
import type { FeatureGridProps } from './schema';
import { FeatureGridSkeleton } from './Skeleton';

export default defineBlock<FeatureGridProps>({
  type: 'feature-grid',
  load: () => import('./FeatureGrid'),
  Skeleton: FeatureGridSkeleton,
});
