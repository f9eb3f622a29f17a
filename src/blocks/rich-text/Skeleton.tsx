import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import type { RichTextProps } from './schema';

/** Mirrors the configured sections (heading, one line per paragraph, the picture) while the code loads. */
export function RichTextSkeleton({ props }: BlockSkeletonProps<RichTextProps>) {
  return (
    <div className={`rich-text rich-text-${props.tone ?? 'plain'}`}>
      <div className="container">
        {props.sections.map((s, i) => (
          <div key={i} className={`rich-text-section${s.image ? ` has-image ${s.layout ?? 'image-right'}` : ''}`}>
            <div className="rich-text-copy">
              {s.heading ? <SkeletonBox className="rich-text-skeleton-heading" /> : null}
              {[...(s.paragraphs ?? []), ...(s.bullets ?? [])].map((_, j) => (
                <SkeletonBox key={j} className="rich-text-skeleton-line" />
              ))}
            </div>
            {s.image ? <SkeletonBox className="rich-text-image" style={{ aspectRatio: `${s.image.width} / ${s.image.height}` }} /> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
