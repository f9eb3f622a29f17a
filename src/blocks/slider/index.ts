import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { SlideItem } from './items/types';
import type { SliderProps } from './schema';
import { SliderSkeleton } from './Skeleton';

export default defineBlock<SliderProps, ListData<SlideItem>>({
  type: 'slider',
  load: () => import('./Slider'),
  Skeleton: SliderSkeleton,
});
