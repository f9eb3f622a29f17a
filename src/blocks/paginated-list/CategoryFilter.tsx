import { Suspense, use } from 'react';
import type { BlockDataResult } from '../../data/source';
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
  onChoose: (id: number) => void;
}

/** All (id 0) plus each category the API lists, as toggle buttons; the chosen one is pressed. */
export function CategoryFilter({ filter, categories, chosen, onChoose }: Props) {
  const buttons = (list: Category[]) => (
    <div className="category-filter" role="group" aria-label={filter.label ?? 'Filter by category'}>
      {[{ id: 0, name: filter.allLabel }, ...list].map((c) => (
        <button
          key={c.id}
          type="button"
          className="category-filter-button"
          aria-pressed={c.id === chosen}
          disabled={c.id === chosen}
          onClick={() => onChoose(c.id)}
        >
          {c.name}
        </button>
      ))}
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
  const result = use(categories);
  // A failure is already logged by the data path (spec §8); the filter keeps "All".
  return <>{children(result.status === 'ok' ? (result.data as Category[]) : [])}</>;
}
