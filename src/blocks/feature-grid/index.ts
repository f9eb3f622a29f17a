import { defineBlock } from '../../engine/types';
import { type FeatureGridProps } from './schema';
import { FeatureGridSkeleton } from './Skeleton';

export default defineBlock<FeatureGridProps>({
  load: () => import('./FeatureGrid'),
  Skeleton: FeatureGridSkeleton,
});
