import { SkeletonBox } from '../../ui/Skeleton';
import type { BlockSkeletonProps } from '../../engine/types';
import type { PageIntroProps } from './schema';

export function PageIntroSkeleton({ props }: BlockSkeletonProps<PageIntroProps>) {
  return (
    <section className="page-intro">
      <div className="container">
        <SkeletonBox className="page-intro-heading-skeleton" />
        {props.text ? <SkeletonBox className="page-intro-text-skeleton" /> : null}
      </div>
    </section>
  );
}
