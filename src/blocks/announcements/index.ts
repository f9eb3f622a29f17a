import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { Announcement, AnnouncementsProps } from './schema';
import { AnnouncementsSkeleton } from './Skeleton';

export default defineBlock<AnnouncementsProps, ListData<Announcement>>({
  load: () => import('./Announcements'),
  Skeleton: AnnouncementsSkeleton,
  // Empty, it renders nothing but logs that it is empty: with the page, not once scrolled to.
  hydrateWithPage: (_, data) => data.items.length === 0,
});
