import type { LayoutProps } from '../../engine/types';
import type { ColumnsProps } from './schema';

/** The grid's classes: how many columns, their ratio and gap (columns.css). */
export function columnsClass(props: ColumnsProps): string {
  return `layout-columns container columns-${props.columns.length} columns-${props.ratio ?? 'equal'} columns-gap-${props.gap ?? 'large'}`;
}

/**
 * Columns side by side, stacked on a phone, mirrored right to left by the grid itself. Markup and
 * CSS only: it never hydrates on its own, and ships with the engine's definitions, so a block in a
 * column that hydrates (a carousel) finds it without a chunk to wait for.
 */
export default function Columns({ props, slot }: LayoutProps<ColumnsProps>) {
  return (
    <div className={columnsClass(props)}>
      {props.columns.map((_, i) => (
        <div key={i} className="columns-column">
          {slot('columns', i)}
        </div>
      ))}
    </div>
  );
}
