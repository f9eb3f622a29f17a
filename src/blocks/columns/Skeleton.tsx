import type { BlockSkeletonProps } from '../../engine/types';
import { columnsClass } from './Columns';
import type { ColumnsProps } from './schema';

/** The grid's empty columns (each block in them shows its own skeleton while it waits). */
export function ColumnsSkeleton({ props }: BlockSkeletonProps<ColumnsProps>) {
  return (
    <div className={columnsClass(props)} aria-busy="true">
      {props.columns.map((_, i) => (
        <div key={i} className="columns-column" />
      ))}
    </div>
  );
}
