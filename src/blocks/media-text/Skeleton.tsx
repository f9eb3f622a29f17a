import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import type { MediaTextProps } from './schema';

export function MediaTextSkeleton({ props }: BlockSkeletonProps<MediaTextProps>) {
  const { image } = props;
  return (
    <section className={`media-text${props.imagePosition === 'right' ? ' media-text-right' : ''}`}>
      <div className="container media-text-grid">
        <div className="media-text-picture">
          <SkeletonBox className="media-text-picture-skeleton" style={{ aspectRatio: `${image.width} / ${image.height}` }} />
        </div>
        <div className="media-text-body">
          <SkeletonBox className="media-text-heading-skeleton" />
          {props.paragraphs.map((p) => (
            <SkeletonBox key={p} className="media-text-paragraph-skeleton" />
          ))}
          {props.button ? <SkeletonBox className="media-text-button-skeleton" /> : null}
        </div>
      </div>
    </section>
  );
}
