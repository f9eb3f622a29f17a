import { defineBlock } from '../../engine/types';
import { type ContactDetailsProps } from './schema';
import { ContactDetailsSkeleton } from './Skeleton';

export default defineBlock<ContactDetailsProps>({
  load: () => import('./ContactDetails'),
  Skeleton: ContactDetailsSkeleton,
  // The map's frame is requested only as it nears the viewport, by script: the frame's own box wakes
  // the page (data-wake on NearViewportFrame), not the block's top.
  interactive: true,
  wake: 'interaction',
});
