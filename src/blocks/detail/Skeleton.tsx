import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonShape } from '../../ui/Skeleton';
import type { DetailProps } from './schema';

/** One placeholder (the item awaited), shaped like each kind's layout (band, picture, facts, body) so nothing jumps when the item arrives. */
function Band({ lines, button }: { lines: number; button?: boolean }) {
  return (
    <div className="detail-band">
      <div className="container">
        <SkeletonShape className="detail-skeleton-crumbs" />
        <SkeletonShape className="detail-skeleton-heading" />
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonShape key={i} className="detail-skeleton-meta" />
        ))}
        {button ? <SkeletonShape className="detail-skeleton-button" /> : null}
      </div>
    </div>
  );
}

function Body({ paragraphs }: { paragraphs: number }) {
  return (
    <div className="detail-skeleton-body">
      {Array.from({ length: paragraphs }, (_, i) => (
        <SkeletonShape key={i} className="detail-skeleton-line" />
      ))}
    </div>
  );
}

export function DetailSkeleton({ props }: BlockSkeletonProps<DetailProps>) {
  if (props.kind === 'project') {
    return (
      <div className="detail detail-project" aria-busy="true" {...placeholder}>
        <Band lines={1} />
        <div className="container detail-project-summary">
          <SkeletonShape className="detail-image detail-skeleton-image" />
          <div className="detail-project-facts">
            <SkeletonShape className="detail-skeleton-subheading" />
            <Body paragraphs={4} />
            <SkeletonShape className="detail-skeleton-facts" />
          </div>
        </div>
      </div>
    );
  }
  if (props.kind === 'job') {
    return (
      <div className="detail detail-job" aria-busy="true" {...placeholder}>
        <Band lines={1} button />
        <div className="container detail-body">
          <SkeletonShape className="detail-skeleton-subheading" />
          <SkeletonShape className="detail-skeleton-chips" />
          <Body paragraphs={6} />
        </div>
      </div>
    );
  }
  return (
    <div className={`detail detail-article detail-${props.kind}`} aria-busy="true" {...placeholder}>
      <Band lines={1} />
      <div className="container detail-article-body">
        <SkeletonShape className="detail-image detail-skeleton-image" />
        <Body paragraphs={6} />
      </div>
    </div>
  );
}
