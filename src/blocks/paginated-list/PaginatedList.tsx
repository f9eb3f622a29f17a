import { useId, useRef } from 'react';
import { AwaitBlockData, useBlockUrlState, useRelatedData } from '../../engine/BlockData';
import type { BlockComponentProps } from '../../engine/types';
import type { ListData } from '../../data/source';
import { fillLinkPattern } from '../../ui/linkPattern';
import { PageOutOfRange, Pagination, useScrollToListOnChange } from '../../ui/Pagination';
import { Reveal } from '../../ui/Reveal';
import { SkeletonShape } from '../../ui/Skeleton';
import { CARD_GRID_SIZES } from '../../ui/responsiveImage';
import { cardsByKind, type CardItem } from './cards';
import type { PaginatedListProps } from './schema';
import { CardGridSkeleton } from './Skeleton';
import { CategoryFilter } from './CategoryFilter';
import './paginated-list.css';

/** The page and category live in the URL (see index.ts): every state is a link, and the server renders it. */
export default function PaginatedList({ props }: BlockComponentProps<PaginatedListProps, ListData<CardItem>>) {
  const top = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const categories = useRelatedData('categories');
  const { values, promise, hrefWith, key } = useBlockUrlState();
  const page = values.page ?? 1;
  const categoryId = values.category ?? 0;
  useScrollToListOnChange(top, key);

  const Card = cardsByKind[props.kind];
  const titleTag = props.heading ? 'h3' : 'h2';
  const loading = (
    <>
      <CardGridSkeleton kind={props.kind} count={props.skeletonCount} />
      {page > 1 ? <SkeletonShape className="pagination-placeholder" /> : null}
    </>
  );

  return (
    <Reveal as="section" className={`paginated-list paginated-list-${props.kind}`} {...(props.heading ? { 'aria-labelledby': headingId } : {})}>
      <div className="container" ref={top}>
        {props.heading ? (
          <h2 className="paginated-list-heading" id={headingId}>
            {props.heading}
          </h2>
        ) : null}
        {props.filter ? (
          <CategoryFilter filter={props.filter} categories={categories} chosen={categoryId} hrefFor={(id) => hrefWith({ category: id, page: 1 })} />
        ) : null}
        <AwaitBlockData<ListData<CardItem>> promise={promise} fallback={loading}>
          {(data) =>
            data.items.length === 0 && (page > 1 || categoryId !== 0) ? (
              <PageOutOfRange
                text={props.outOfRange?.text ?? 'There is nothing to show on this page.'}
                linkText={props.outOfRange?.linkText ?? 'Go to the first page'}
                href={hrefWith({ page: 1, category: 0 })}
              />
            ) : (
              <>
                <ul className="card-grid">
                  {data.items.map((item, i) => (
                    <li key={item.id}>
                      <Card
                        item={item as never}
                        look="list"
                        sizes={CARD_GRID_SIZES}
                        alt={item.title}
                        href={fillLinkPattern(props.linkPattern, item)}
                        titleTag={titleTag}
                        priority={i < 2}
                      />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={page}
                  nextPageAvailable={data.nextPageAvailable}
                  hrefFor={(n) => hrefWith({ page: n })}
                  {...(props.paginationLabel ? { label: props.paginationLabel } : {})}
                />
              </>
            )
          }
        </AwaitBlockData>
      </div>
    </Reveal>
  );
}
