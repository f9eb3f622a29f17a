import { defineBlock } from '../../engine/types';
import { type CountersProps } from './schema';
import { CountersSkeleton } from './Skeleton';

export default defineBlock<CountersProps>({
  load: () => import('./Counters'),
  Skeleton: CountersSkeleton,
  // Its figures count up when scrolled into view: on the DOM, with no need to hydrate.
  enhance: () => import('./enhance'),
});
