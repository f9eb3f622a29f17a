import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonBox, SkeletonShape } from '../../ui/Skeleton';
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
            <li className="counter" key={item.label} {...placeholder}>
              <SkeletonShape className="counter-value-skeleton" />
              <SkeletonShape className="counter-label-skeleton" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
