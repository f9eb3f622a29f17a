import { defineBlock } from '../../engine/types';
import Columns from './Columns';
import type { ColumnsProps } from './schema';
import { ColumnsSkeleton } from './Skeleton';

export default defineBlock<ColumnsProps>({
  load: () => import('./columnsStyles'),
  Skeleton: ColumnsSkeleton,
  layout: Columns,
});
