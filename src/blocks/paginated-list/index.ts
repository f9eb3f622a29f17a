import { defineBlock } from '../../engine/types';
import type { DataSource, ListData } from '../../data/source';
import type { ListedItems, ListKind } from './cards';
import { type PaginatedListProps } from './schema';
import { PaginatedListSkeleton } from './Skeleton';

export default defineBlock<PaginatedListProps, ListData<ListedItems[ListKind]>>({
  load: () => import('./PaginatedList'),
  Skeleton: PaginatedListSkeleton,
  // Pagination and the category filter without a page load.
  interactive: true,
  // Its pages are links that work without script: no code until the visitor reaches for the page.
  wake: 'interaction',
  // The filter's categories: fetched with the list (on the server too), so the buttons are in the first HTML.
  related: (props): Record<string, DataSource> => (props.filter ? { categories: { endpoint: props.filter.endpoint, method: 'GET', select: 'array' } } : {}),
  // ?category=3&page=2: the list's state is in its URL, so its links work without script.
  urlParams: (props) => ({
    ...(props.filter ? { category: { field: props.filter.param, min: 0 } } : {}),
    page: { field: 'pageIndex', min: 1 },
  }),
});
