import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { ShownItem } from '../../content/items';
import { type GalleryProps, type schema } from './schema';
import { GallerySkeleton } from './Skeleton';

export default defineBlock<GalleryProps, ListData<ShownItem<typeof schema>>>({
  load: () => import('./Gallery'),
  Skeleton: GallerySkeleton,
  // A lightbox and script-driven pagination.
  interactive: true,
  // Its pagination is links and its pictures open as links without script.
  wake: 'interaction',
  // ?page=2: the gallery's page is in its URL, so its links work without script.
  urlParams: () => ({ page: { field: 'pageIndex', min: 1 } }),
});
