import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { DocumentItem } from './DocumentList';
import type { DocumentListProps } from './schema';
import { DocumentListSkeleton } from './Skeleton';

export default defineBlock<DocumentListProps, ListData<DocumentItem> | undefined>({
  load: () => import('./DocumentList'),
  Skeleton: DocumentListSkeleton,
  // Each document's download button saves it under its own name, by script.
  interactive: true,
  wake: 'interaction',
});
