import { defineBlock } from '../../engine/types';
import type { ListData } from '../../data/source';
import type { SlideItems } from './items/kinds';
import { type ItemKind, type SliderProps } from './schema';
import { SliderSkeleton } from './Skeleton';

export default defineBlock<SliderProps, ListData<SlideItems[ItemKind]>>({
  load: () => import('./Slider'),
  Skeleton: SliderSkeleton,
  interactive: true,
  // An empty home list logs that it is empty and renders nothing: with the page, not once scrolled to.
  hydrateWithPage: (props, data) => props.emptyLog !== undefined && data.items.length === 0,
});
