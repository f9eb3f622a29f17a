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
  // Its data is its article, which the page already holds as HTML: carried twice, a detail page's
  // HTML did not fit the first round trip. The browser asks for it when the app boots.
  dataAtBoot: true,
});
