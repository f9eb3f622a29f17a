import { describe, expect, it } from 'vitest';
import type { BlockConfig } from '../../engine/types';
import { renderLayout } from '../../test/renderLayout';
import { renderBlockLoading } from '../../test/renderBlock';
import columns from '.';

const text = (heading: string): BlockConfig => ({ type: 'rich-text', props: { sections: [{ heading }] } });

describe('columns', () => {
  it('puts each list of blocks in its own column, in reading order', async () => {
    const { container } = await renderLayout({
      type: 'columns',
      props: { ratio: 'wide-first', columns: [[text('A1'), text('A2')], [text('B1')], [text('C1')]] },
    });
    const grid = container.querySelector('.layout-columns')!;
    expect(grid).toHaveClass('columns-3', 'columns-wide-first', 'columns-gap-large');
    const cols = [...grid.querySelectorAll(':scope > .columns-column')];
    expect(cols.map((c) => [...c.querySelectorAll('h2')].map((h) => h.textContent))).toEqual([['A1', 'A2'], ['B1'], ['C1']]);
    expect([...grid.querySelectorAll('[data-block-id]')].map((el) => el.getAttribute('data-block-id'))).toEqual([
      'b0.columns.0.0',
      'b0.columns.0.1',
      'b0.columns.1.0',
      'b0.columns.2.0',
    ]);
  });

  it('shows its empty columns at once, before any code has arrived', () => {
    const { container } = renderBlockLoading(columns, { props: { gap: 'small', columns: [[text('x')], [text('y')]] } });
    expect(container.querySelectorAll('.layout-columns.columns-2.columns-equal.columns-gap-small > .columns-column')).toHaveLength(2);
  });
});
