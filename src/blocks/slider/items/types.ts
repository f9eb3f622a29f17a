import type { ComponentType } from 'react';
import type { SliderProps } from '../schema';

export interface SlideProps<T> {
  item: T;
  props: SliderProps;
}

export interface SlideKind<T = never> {
  Slide: ComponentType<SlideProps<T>>;
  /** A slide with no link or control of its own takes focus itself (spec: slides reachable by Tab). */
  focusable: boolean;
}
