import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonShape } from '../../ui/Skeleton';
import type { PaginatedListProps } from './schema';

/** Placeholder cards shaped like the real ones: image box, then the kind's text lines. */
export function CardGridSkeleton({ kind, count }: { kind: PaginatedListProps['kind']; count: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="card-surface list-card" {...placeholder}>
            <SkeletonShape className="list-card-media list-card-media-skeleton" />
            <div className="list-card-body">
              {kind !== 'project' ? <SkeletonShape className="list-card-line-skeleton short" /> : null}
              <SkeletonShape className="list-card-title-skeleton" />
              <SkeletonShape className="list-card-line-skeleton" />
              {kind === 'news' ? <SkeletonShape className="list-card-line-skeleton" /> : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PaginatedListSkeleton({ props }: BlockSkeletonProps<PaginatedListProps>) {
  return (
    <section className={`paginated-list paginated-list-${props.kind}`}>
      <div className="container">
        {props.heading ? <h2 className="paginated-list-heading">{props.heading}</h2> : null}
        {props.filter ? <SkeletonShape className="category-filter-skeleton" /> : null}
        <CardGridSkeleton kind={props.kind} count={props.skeletonCount} />
      </div>
    </section>
  );
}
