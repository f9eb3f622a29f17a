import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import type { CountersProps } from './schema';

/** Same boxes as the figures and labels, so the section keeps its height when the code arrives. */
export function CountersSkeleton({ props }: BlockSkeletonProps<CountersProps>) {
  return (
    <section className={`counters${props.tone === 'dark' ? ' counters-dark' : ''}`}>
      <div className="container">
        {props.heading ? (
          <div className="counters-header">
            <SkeletonBox className="counters-heading-skeleton" />
          </div>
        ) : null}
        <ul className="counters-list">
          {props.items.map((item) => (
            <li className="counter" key={item.label}>
              <SkeletonBox className="counter-value-skeleton" />
              <SkeletonBox className="counter-label-skeleton" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
