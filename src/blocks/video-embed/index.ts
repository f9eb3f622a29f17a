import { defineBlock } from '../../engine/types';
import { type VideoEmbedProps } from './schema';
import { VideoEmbedSkeleton } from './Skeleton';

export default defineBlock<VideoEmbedProps>({
  load: () => import('./VideoEmbed'),
  Skeleton: VideoEmbedSkeleton,
});
