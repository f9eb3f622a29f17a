import { defineBlock } from '../../engine/types';
import { type RichTextProps } from './schema';
import { RichTextSkeleton } from './Skeleton';

export default defineBlock<RichTextProps>({
  load: () => import('./RichText'),
  Skeleton: RichTextSkeleton,
});
