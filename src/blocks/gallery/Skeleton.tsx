import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import type { GalleryProps } from './schema';

export function GalleryGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="gallery-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SkeletonBox className="gallery-tile gallery-tile-skeleton" />
        </li>
      ))}
    </ul>
  );
}

export function GallerySkeleton({ props }: BlockSkeletonProps<GalleryProps>) {
  return (
    <section className="gallery">
      <div className="container">
        {props.heading ? <h2 className="gallery-heading">{props.heading}</h2> : null}
        <GalleryGridSkeleton count={props.skeletonCount} />
      </div>
    </section>
  );
}
