import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import type { DetailProps } from './schema';

/** Shaped like each kind's layout (band, picture, facts, body) so nothing jumps when the item arrives. */
function Band({ lines, button }: { lines: number; button?: boolean }) {
  return (
    <div className="detail-band">
      <div className="container">
        <SkeletonBox className="detail-skeleton-crumbs" />
        <SkeletonBox className="detail-skeleton-heading" />
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonBox key={i} className="detail-skeleton-meta" />
        ))}
        {button ? <SkeletonBox className="detail-skeleton-button" /> : null}
      </div>
    </div>
  );
}

function Body({ paragraphs }: { paragraphs: number }) {
  return (
    <div className="detail-skeleton-body">
      {Array.from({ length: paragraphs }, (_, i) => (
        <SkeletonBox key={i} className="detail-skeleton-line" />
      ))}
    </div>
  );
}

export function DetailSkeleton({ props }: BlockSkeletonProps<DetailProps>) {
  if (props.kind === 'project') {
    return (
      <div className="detail detail-project" aria-busy="true">
        <Band lines={1} />
        <div className="container detail-project-summary">
          <SkeletonBox className="detail-image detail-skeleton-image" />
          <div className="detail-project-facts">
            <SkeletonBox className="detail-skeleton-subheading" />
            <Body paragraphs={4} />
            <SkeletonBox className="detail-skeleton-facts" />
          </div>
        </div>
      </div>
    );
  }
  if (props.kind === 'job') {
    return (
      <div className="detail detail-job" aria-busy="true">
        <Band lines={1} button />
        <div className="container detail-body">
          <SkeletonBox className="detail-skeleton-subheading" />
          <SkeletonBox className="detail-skeleton-chips" />
          <Body paragraphs={6} />
        </div>
      </div>
    );
  }
  return (
    <div className={`detail detail-article detail-${props.kind}`} aria-busy="true">
      <Band lines={1} />
      <div className="container detail-article-body">
        <SkeletonBox className="detail-image detail-skeleton-image" />
        <Body paragraphs={6} />
      </div>
    </div>
  );
}
