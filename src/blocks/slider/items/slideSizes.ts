import { columnSizes, type ColumnLayout } from '../../../ui/responsiveImage';
import type { SliderProps } from '../schema';

// A block's props are its config, never changed once served: each slide of a render asks the same.
const known = new WeakMap<SliderProps, Map<number, string>>();

/** `sizes` for a picture as wide as a slide (less `inset`): the slider's own slidesPerView and breakpoints, as swiper lays them out. */
export function slideSizes(props: SliderProps, inset = 0): string {
  let byInset = known.get(props);
  if (!byInset) known.set(props, (byInset = new Map()));
  let sizes = byInset.get(inset);
  if (sizes === undefined) byInset.set(inset, (sizes = layoutSizes(props, inset)));
  return sizes;
}

function layoutSizes(props: SliderProps, inset: number): string {
  const layouts: ColumnLayout[] = [
    { minViewport: 0, columns: props.slidesPerView, gap: props.spaceBetween },
    ...Object.entries(props.breakpoints ?? {}).map(([min, l]) => ({ minViewport: Number(min), columns: l.slidesPerView, gap: l.spaceBetween })),
  ];
  return columnSizes(layouts, inset);
}
