import type { ComponentType } from 'react';
import type { SliderProps } from '../schema';

/** What the slider needs of any item: a key. */
export interface SlideItem {
  id?: number | string;
}

/** Item shapes as the API sends them (spec §3), only the fields the slides read. */
export interface ProjectItem {
  id: number | string;
  slug: string;
  image: string;
  title: string;
  clientName: string;
}
export interface ClientItem {
  id: number | string;
  logo: string;
}
export interface TestimonialItem {
  id: number | string;
  name: string;
  designation: string;
  customer: string;
  image: string | null;
  videoUrl: string | null;
  message: string;
}
export interface ForayItem {
  id: number | string;
  image: string;
  title: string;
  description: string;
}
export interface BlogItem {
  id: number | string;
  slug: string;
  image: string;
  blogCategory: string;
  date: string;
  title: string;
}
export interface NewsItem {
  id: number | string;
  slug: string;
  image: string;
  date: string;
  title: string;
  shortDescription: string;
}

export interface SlideProps<T> {
  item: T;
  props: SliderProps;
}

export interface SlideKind<T = never> {
  Slide: ComponentType<SlideProps<T>>;
  /** A slide with no link or control of its own takes focus itself (spec: slides reachable by Tab). */
  focusable: boolean;
}
