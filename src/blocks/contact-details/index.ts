import { defineBlock } from '../../engine/types';
import type { ContactDetailsProps } from './schema';
import { ContactDetailsSkeleton } from './Skeleton';

export default defineBlock<ContactDetailsProps>({
  type: 'contact-details',
  load: () => import('./ContactDetails'),
  Skeleton: ContactDetailsSkeleton,
});
