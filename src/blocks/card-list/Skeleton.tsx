import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonShape } from '../../ui/Skeleton';
import { CareersNote } from './CareersNote';
import type { CardListProps } from './schema';

function CardSkeleton({ kind }: { kind: 'leader' | 'certificate' }) {
  return (
    <div className={`card-surface card-list-card ${kind}-card`} {...placeholder}>
      <SkeletonShape className={kind === 'leader' ? 'leader-card-photo' : 'certificate-card-media'} />
      <div className="card-list-card-body">
        <SkeletonShape className="card-list-line-skeleton title" />
        {kind === 'leader' ? (
          <>
            <SkeletonShape className="card-list-line-skeleton short" />
            <SkeletonShape className="card-list-line-skeleton" />
            <SkeletonShape className="card-list-line-skeleton" />
          </>
        ) : (
          <SkeletonShape className="card-list-button-skeleton" />
        )}
      </div>
    </div>
  );
}

function CareerRowSkeleton() {
  return (
    <div className="career-row" {...placeholder}>
      <SkeletonShape className="card-list-line-skeleton title" />
      <SkeletonShape className="card-list-line-skeleton" />
    </div>
  );
}

export function CardListSkeleton({ props }: BlockSkeletonProps<CardListProps>) {
  const rows = props.kind === 'career';
  return (
    <section className={`list-section card-list card-list-${props.kind}`}>
      <div className={`container${props.note ? ' card-list-with-note' : ''}`}>
        <div className="card-list-main">
          {props.heading ? <h2 className="list-section-heading card-list-heading">{props.heading}</h2> : null}
          <ul className={`card-list-items card-list-${rows ? 'rows' : 'grid'}`} aria-hidden="true">
            {Array.from({ length: props.skeletonCount }, (_, i) => (
              <li key={i}>{props.kind === 'career' ? <CareerRowSkeleton /> : <CardSkeleton kind={props.kind} />}</li>
            ))}
          </ul>
        </div>
        {props.note ? <CareersNote note={props.note} /> : null}
      </div>
    </section>
  );
}
