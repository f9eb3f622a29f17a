import { createElement, useId, useRef } from 'react';
import { AwaitBlockData, useBlockUrlState, useRelatedData } from '../../engine/BlockData';
import { useLocale } from '../../engine/site';
import type { BlockComponentProps } from '../../engine/types';
import type { ListData } from '../../data/source';
import { fillLinkPattern } from '../../ui/linkPattern';
import { PageOutOfRange, Pagination, useScrollToListOnChange } from '../../ui/Pagination';
import { paginationWords } from '../../ui/strings';
import { Reveal } from '../../ui/Reveal';
import { SkeletonShape } from '../../ui/Skeleton';
import { CARD_GRID_SIZES } from '../../ui/responsiveImage';
import { cardsByKind, type ListedItems, type ListKind } from './cards';
import type { PaginatedListProps } from './schema';
import { CardGridSkeleton } from './Skeleton';
import { CategoryFilter } from './CategoryFilter';
import './paginated-list.css';

/** The page and category live in the URL (see index.ts): every state is a link, and the server renders it. */
/** One page of cards of one kind: the kind picks the card, and the card takes that kind's item. */
function CardGrid<K extends ListKind>({
  kind,
  items,
  linkPattern,
  titleTag,
}: {
  kind: K;
  items: ListedItems[K][];
  linkPattern: string;
  titleTag: 'h2' | 'h3';
}) {
  const Card = cardsByKind[kind];
  return (
    <ul className="card-grid">
      {items.map((item, i) => (
        <li key={item.id}>
          {/* createElement, not JSX: JSX cannot match a component picked by a generic kind to that kind's item. */}
          {createElement(Card, {
            item,
            look: 'list',
            sizes: CARD_GRID_SIZES,
            alt: item.title,
            href: fillLinkPattern(linkPattern, item),
            titleTag,
            priority: i < 2,
          })}
        </li>
      ))}
    </ul>
  );
}

export default function PaginatedList({ props }: BlockComponentProps<PaginatedListProps, ListData<ListedItems[ListKind]>>) {
  const top = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const categories = useRelatedData('categories');
  const { values, promise, hrefWith, key } = useBlockUrlState();
  const lang = useLocale().locale.code;
  const page = values.page ?? 1;
  const categoryId = values.category ?? 0;
  useScrollToListOnChange(top, key);

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
        <AwaitBlockData<ListData<ListedItems[ListKind]>> promise={promise} fallback={loading}>
          {(data) =>
            data.items.length === 0 && (page > 1 || categoryId !== 0) ? (
              <PageOutOfRange
                text={props.outOfRange?.text ?? paginationWords(lang).outOfRange}
                linkText={props.outOfRange?.linkText ?? paginationWords(lang).firstPage}
                href={hrefWith({ page: 1, category: 0 })}
              />
            ) : (
              <>
                <CardGrid kind={props.kind} items={data.items} linkPattern={props.linkPattern} titleTag={titleTag} />
                <Pagination
                  page={page}
                  nextPageAvailable={data.nextPageAvailable}
                  hrefFor={(n) => hrefWith({ page: n })}
                  lang={lang}
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
