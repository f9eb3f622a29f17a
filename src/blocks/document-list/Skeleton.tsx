import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonShape } from '../../ui/Skeleton';
import type { DocumentListProps } from './schema';

export function DocumentListSkeleton({ props }: BlockSkeletonProps<DocumentListProps>) {
  const count = props.items?.length ?? props.skeletonCount;
  return (
    <section className="list-section document-list">
      <div className="container">
        {props.heading ? <h2 className="list-section-heading document-list-heading">{props.heading}</h2> : null}
        <ul className="document-list-rows" aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <div className="document-row" {...placeholder}>
                <SkeletonShape className="document-row-icon-skeleton" />
                <SkeletonShape className="document-row-name-skeleton" />
                <div className="document-row-actions">
                  <SkeletonShape className="document-row-button-skeleton" />
                  <SkeletonShape className="document-row-button-skeleton" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
