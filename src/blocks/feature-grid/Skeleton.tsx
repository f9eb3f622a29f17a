import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonBox, SkeletonShape } from '../../ui/Skeleton';
import type { FeatureGridProps } from './schema';

export function FeatureGridSkeleton({ props }: BlockSkeletonProps<FeatureGridProps>) {
  const { heading, intro, items, columns = 3, tone = 'plain' } = props;
  return (
    <section className={`feature-grid feature-grid-${tone}`}>
      <div className="container">
        {heading || intro ? (
          <div className="feature-grid-header">
            {heading ? <SkeletonBox className="feature-grid-skeleton-heading" /> : null}
            {intro ? <SkeletonBox className="feature-grid-skeleton-intro" /> : null}
          </div>
        ) : null}
        <ul className={`feature-grid-list columns-${columns}`}>
          {items.map((item, i) => (
            <li key={i} className="feature-card" {...placeholder}>
              {item.image ? <SkeletonShape className="feature-card-image" style={{ aspectRatio: `${item.image.width} / ${item.image.height}` }} /> : null}
              <SkeletonShape className="feature-grid-skeleton-title" />
              <SkeletonShape className="feature-grid-skeleton-text" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
