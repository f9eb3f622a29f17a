import { columnSizes, type ColumnLayout } from '../../../ui/responsiveImage';
import type { SliderProps } from '../schema';

/** `sizes` for a picture as wide as a slide (less `inset`): the slider's own slidesPerView and breakpoints, as swiper lays them out. */
export function slideSizes(props: SliderProps, inset = 0): string {
  const layouts: ColumnLayout[] = [
    { minViewport: 0, columns: props.slidesPerView, gap: props.spaceBetween },
    ...Object.entries(props.breakpoints ?? {}).map(([min, l]) => ({ minViewport: Number(min), columns: l.slidesPerView, gap: l.spaceBetween })),
  ];
  return columnSizes(layouts, inset);
}
