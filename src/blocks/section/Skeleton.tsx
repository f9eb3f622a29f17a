import type { BlockSkeletonProps } from '../../engine/types';
import { sectionClass } from './Section';
import type { SectionProps } from './schema';

/** The band without its blocks (each of them shows its own skeleton while it waits). */
export function SectionSkeleton({ props }: BlockSkeletonProps<SectionProps>) {
  return (
    <div className={sectionClass(props)} aria-busy="true">
      <div className="section-body" />
    </div>
  );
}
