import { defineBlock } from '../../engine/types';
import type { RichTextProps } from './schema';
import { RichTextSkeleton } from './Skeleton';

export default defineBlock<RichTextProps>({
  type: 'rich-text',
  load: () => import('./RichText'),
  Skeleton: RichTextSkeleton,
});
