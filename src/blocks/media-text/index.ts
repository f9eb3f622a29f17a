import { defineBlock } from '../../engine/types';
import { binding, type MediaTextProps } from './schema';
import { MediaTextSkeleton } from './Skeleton';

export default defineBlock<MediaTextProps>({
  load: () => import('./MediaText'),
  Skeleton: MediaTextSkeleton,
  binding,
});
