import { useId, useRef, useState } from 'react';
import { AwaitBlockData, useBlockQuery, useRelatedData } from '../../engine/BlockData';
import type { BlockComponentProps } from '../../engine/types';
import type { ListData } from '../../data/source';
import { fillLinkPattern } from '../../ui/linkPattern';
import { Pagination, scrollToListTop } from '../../ui/Pagination';
import { Reveal } from '../../ui/Reveal';
import { SkeletonBox } from '../../ui/Skeleton';
import { cardsByKind, type CardItem } from './cards';
import type { PaginatedListProps } from './schema';
import { CardGridSkeleton } from './Skeleton';
import { CategoryFilter } from './CategoryFilter';
import './paginated-list.css';

export default function PaginatedList({ props }: BlockComponentProps<PaginatedListProps, ListData<CardItem>>) {
  const [page, setPage] = useState(1);
  const [categoryId, setCategoryId] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const categories = useRelatedData('categories');
  const filterParam = props.filter?.param;
  // {} reuses the route loader's call; anything else asks the block's source again.
  const promise = useBlockQuery(
    page === 1 && categoryId === 0 ? {} : { pageIndex: page, ...(filterParam ? { [filterParam]: categoryId } : {}) },
  );

  const changePage = (next: number) => {
    setPage(next);
    scrollToListTop(top.current);
  };
  const chooseCategory = (id: number) => {
    setCategoryId(id);
    setPage(1);
  };

  const Card = cardsByKind[props.kind];
  const titleTag = props.heading ? 'h3' : 'h2';
  const loading = (
    <>
      <CardGridSkeleton kind={props.kind} count={props.skeletonCount} />
      {page > 1 ? <SkeletonBox className="pagination-placeholder" /> : null}
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
        {props.filter ? <CategoryFilter filter={props.filter} categories={categories} chosen={categoryId} onChoose={chooseCategory} /> : null}
        <AwaitBlockData<ListData<CardItem>> promise={promise} fallback={loading}>
          {(data) => (
            <>
              <ul className="card-grid">
                {data.items.map((item, i) => (
                  <li key={item.id}>
                    <Card item={item as never} href={fillLinkPattern(props.linkPattern, item)} titleTag={titleTag} priority={i < 2} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                nextPageAvailable={data.nextPageAvailable}
                onChange={changePage}
                {...(props.paginationLabel ? { label: props.paginationLabel } : {})}
              />
            </>
          )}
        </AwaitBlockData>
      </div>
    </Reveal>
  );
}
