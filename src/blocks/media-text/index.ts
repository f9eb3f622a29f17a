import { defineBlock } from '../../engine/types';
import { type MediaTextProps } from './schema';
import { MediaTextSkeleton } from './Skeleton';

export default defineBlock<MediaTextProps>({
  load: () => import('./MediaText'),
  Skeleton: MediaTextSkeleton,
});
