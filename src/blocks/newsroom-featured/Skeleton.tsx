import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonShape } from '../../ui/Skeleton';
import type { NewsroomFeaturedProps } from './schema';

export function NewsroomFeaturedSkeleton({ props }: BlockSkeletonProps<NewsroomFeaturedProps>) {
  return (
    <section className="newsroom-featured">
      <div className="container">
        {props.heading ? <h2 className="newsroom-featured-heading">{props.heading}</h2> : null}
        <div className="newsroom-featured-grid" aria-hidden="true">
          <div className="news-feature news-feature-main" {...placeholder}>
            <SkeletonShape className="news-feature-media" />
            <div className="news-feature-body">
              <SkeletonShape className="news-feature-line-skeleton short" />
              <SkeletonShape className="news-feature-title-skeleton" />
              <SkeletonShape className="news-feature-line-skeleton" />
            </div>
          </div>
          <ul className="newsroom-featured-side">
            {Array.from({ length: props.secondaryCount ?? 3 }, (_, i) => (
              <li key={i}>
                <div className="news-feature news-feature-side" {...placeholder}>
                  <SkeletonShape className="news-feature-media" />
                  <div className="news-feature-body">
                    <SkeletonShape className="news-feature-line-skeleton short" />
                    <SkeletonShape className="news-feature-title-skeleton" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
