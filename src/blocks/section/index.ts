import { defineBlock } from '../../engine/types';
import type { SectionProps } from './schema';
import Section from './Section';
import { SectionSkeleton } from './Skeleton';

export default defineBlock<SectionProps>({
  load: () => import('./sectionStyles'),
  Skeleton: SectionSkeleton,
  layout: Section,
});
