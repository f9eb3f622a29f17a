import type { BlockSkeletonProps } from '../../engine/types';
import { SkeletonBox } from '../../ui/Skeleton';
import type { LinkCardsProps } from './schema';

/** Shows only while the block's code loads. */
export function LinkCardsSkeleton({ props }: BlockSkeletonProps<LinkCardsProps>) {
  return (
    <section className="list-section link-cards">
      <div className="container">
        {props.heading ? <h2 className="list-section-heading link-cards-heading">{props.heading}</h2> : null}
        <ul className="link-cards-list" aria-hidden="true">
          {props.cards.map((card) => (
            <li key={card.href}>
              <SkeletonBox className="link-card link-card-skeleton" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
