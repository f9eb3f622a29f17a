import { defineBlock } from '../../engine/types';
import { type DetailKind, type DetailProps } from './schema';
import { DetailSkeleton } from './Skeleton';
import type { ItemOf } from './types';

export default defineBlock<DetailProps, ItemOf[DetailKind]>({
  load: () => import('./Detail'),
  Skeleton: DetailSkeleton,
  seo: () => import('./seo'),
  // Once the page's code runs, it titles the document with its item (the route's title would stand
  // otherwise), and a job's apply link moves focus to the form. Until then the server's head is right.
  interactive: true,
  wake: 'interaction',
});
