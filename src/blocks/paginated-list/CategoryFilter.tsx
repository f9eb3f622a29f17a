import { Suspense } from 'react';
import type { BlockDataResult } from '../../data/source';
import { useSettled } from '../../engine/settled';
import { SiteLink } from '../../ui/SiteLink';
import type { PaginatedListProps } from './schema';

export interface Category {
  id: number;
  name: string;
}

interface Props {
  filter: NonNullable<PaginatedListProps['filter']>;
  /** The block's related "categories" call; until it answers (or if it fails) only "All" shows. */
  categories: Promise<BlockDataResult> | undefined;
  chosen: number;
  /** The list's URL for a category (its first page). */
  hrefFor: (id: number) => string;
}

/**
 * All (id 0) plus each category the API lists, as links (they work before any script);
 * the chosen one is a disabled, pressed button: choosing it again would change nothing.
 */
export function CategoryFilter({ filter, categories, chosen, hrefFor }: Props) {
  const buttons = (list: Category[]) => (
    <div className="category-filter" role="group" aria-label={filter.label ?? 'Filter by category'}>
      {[{ id: 0, name: filter.allLabel }, ...list].map((c) =>
        c.id === chosen ? (
          <button key={c.id} type="button" className="category-filter-button" aria-pressed="true" disabled>
            {c.name}
          </button>
        ) : (
          <SiteLink key={c.id} className="category-filter-button" to={hrefFor(c.id)}>
            {c.name}
          </SiteLink>
        ),
      )}
    </div>
  );
  if (!categories) return buttons([]);
  return (
    <Suspense fallback={buttons([])}>
      <Loaded categories={categories}>{buttons}</Loaded>
    </Suspense>
  );
}

function Loaded({ categories, children }: { categories: Promise<BlockDataResult>; children: (list: Category[]) => React.ReactNode }) {
  const result = useSettled(categories);
  // A failure is already logged by the data path; the filter keeps "All".
  // The categories call's items, each checked against the blog-category kind at the data boundary.
  return <>{children(result.status === 'ok' ? (result.data as Category[]) : [])}</>;
}
