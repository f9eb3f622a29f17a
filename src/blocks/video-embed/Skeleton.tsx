import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonBox, SkeletonShape } from '../../ui/Skeleton';
import type { VideoEmbedProps } from './schema';

export function VideoEmbedSkeleton({ props }: BlockSkeletonProps<VideoEmbedProps>) {
  const { heading, intro, videos } = props;
  return (
    <section className="video-embed">
      <div className="container">
        {heading || intro ? (
          <div className="video-embed-header">
            {heading ? <SkeletonBox className="video-embed-skeleton-heading" /> : null}
            {intro ? <SkeletonBox className="video-embed-skeleton-intro" /> : null}
          </div>
        ) : null}
        <div className={`video-embed-list count-${Math.min(videos.length, 2)}`}>
          {videos.map((v) => (
            <div key={v.src} className="video-embed-figure" {...placeholder}>
              <SkeletonShape className="video-embed-video" style={{ aspectRatio: `${v.width} / ${v.height}` }} />
              <SkeletonShape className="video-embed-skeleton-caption" />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
