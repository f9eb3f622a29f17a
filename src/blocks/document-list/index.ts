import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { ShownItem } from '../../content/items';
import { type DocumentListProps, type schema } from './schema';
import { DocumentListSkeleton } from './Skeleton';

export default defineBlock<DocumentListProps, ListData<ShownItem<typeof schema>> | undefined>({
  load: () => import('./DocumentList'),
  Skeleton: DocumentListSkeleton,
  // Each document's download button saves it under its own name, by script.
  interactive: true,
  wake: 'interaction',
});
