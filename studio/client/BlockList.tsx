/**
 * The target's blocks in page order: select, move (buttons or drag), duplicate, delete, add.
 * After a move by button, focus follows the block to its new place, so the button can be
 * pressed again.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { BlockConfig } from '../../src/engine/types';
import { blockLabel } from './blocks';
import type { EditorAction } from './editor';

interface Props {
  heading: string;
  blocks: BlockConfig[];
  selected: number | null;
  /** Whether the build has problems with the block at an index. */
  hasProblems: (index: number) => boolean;
  dispatch: Dispatch<EditorAction>;
}

export function BlockList({ heading, blocks, selected, hasProblems, dispatch }: Props) {
  const focusAfter = useRef<{ index: number; action: string } | null>(null);
  const dragFrom = useRef<number | null>(null);

  useEffect(() => {
    const f = focusAfter.current;
    if (!f) return;
    focusAfter.current = null;
    const item = document.querySelector(`[data-block-index="${f.index}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`button[data-action="${f.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button[data-action="select"]');
    button?.focus();
  });

  const move = (from: number, to: number, action?: string) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    focusAfter.current = action ? { index: to, action } : null;
    dispatch({ type: 'move', from, to });
  };

  return (
    <>
      <h2 id="blocks-heading">{heading}</h2>
      <ul className="blocks" aria-label="Blocks">
        {blocks.map((b, i) => (
          <li
            key={i}
            data-block-index={i}
            className={i === selected ? 'selected' : undefined}
            draggable
            onDragStart={(e) => {
              dragFrom.current = i;
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const from = dragFrom.current ?? Number(e.dataTransfer.getData('text/plain'));
              dragFrom.current = null;
              move(from, i);
            }}
          >
            <button
              type="button"
              data-action="select"
              className="block-select"
              aria-pressed={i === selected}
              onClick={() => dispatch({ type: 'select', index: i })}
            >
              {blockLabel(b)}
              {hasProblems(i) ? <span className="badge"> (has problems)</span> : null}
            </button>
            <span className="block-actions">
              <button type="button" data-action="up" disabled={i === 0} onClick={() => move(i, i - 1, 'up')}>
                Move up
              </button>
              <button type="button" data-action="down" disabled={i === blocks.length - 1} onClick={() => move(i, i + 1, 'down')}>
                Move down
              </button>
              <button type="button" onClick={() => dispatch({ type: 'duplicate', index: i })}>
                Duplicate
              </button>
              <button type="button" onClick={() => dispatch({ type: 'delete', index: i })}>
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => dispatch({ type: 'catalogue', open: true })}>
        Add block
      </button>
    </>
  );
}
