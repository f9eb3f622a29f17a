import { defineBlock } from '../../engine/types';
import type { MediaTextProps } from './schema';
import { MediaTextSkeleton } from './Skeleton';

export default defineBlock<MediaTextProps>({
  type: 'media-text',
  load: () => import('./MediaText'),
  Skeleton: MediaTextSkeleton,
});
