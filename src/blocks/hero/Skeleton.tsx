import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import { HeroFrame } from './HeroFrame';
import type { HeroProps } from './schema';

/** The full hero minus the video's buttons, which hold their place until the video call answers. */
export function HeroSkeleton({ props }: BlockSkeletonProps<HeroProps>) {
  return (
    <HeroFrame
      props={props}
      controls={
        <>
          <SkeletonBox className="hero-control-skeleton" />
          <SkeletonBox className="hero-control-skeleton" />
        </>
      }
    />
  );
}
