import { defineBlock } from '../../engine/types';
import type { ContactDetailsProps } from './schema';
import { ContactDetailsSkeleton } from './Skeleton';

export default defineBlock<ContactDetailsProps>({
  load: () => import('./ContactDetails'),
  Skeleton: ContactDetailsSkeleton,
});
