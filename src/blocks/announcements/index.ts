import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { ShownItem } from '../../content/items';
import { type AnnouncementsProps, type schema } from './schema';
import { AnnouncementsSkeleton } from './Skeleton';

export default defineBlock<AnnouncementsProps, ListData<ShownItem<typeof schema>>>({
  load: () => import('./Announcements'),
  Skeleton: AnnouncementsSkeleton,
  // Empty, it renders nothing but logs that it is empty: with the page, not once scrolled to.
  hydrateWithPage: (_, data) => data.items.length === 0,
});
