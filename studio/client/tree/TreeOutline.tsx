/**
 * The target's blocks as a tree: nested lists, each layout block with a disclosure button showing
 * its slots' lists. A block is selected, moved (buttons, drag, Alt+arrows), copied (Ctrl/Cmd+C) and
 * pasted (Ctrl/Cmd+V) here; the selected block's tree actions sit above the tree. Rows are memoized
 * by block identity (the reducer keeps unchanged subtrees identical), so a keystroke in the form
 * renders again only the rows along the edited block's path.
 */
import { memo, useEffect, useMemo, useRef, useState, type Dispatch, type DragEvent, type KeyboardEvent } from 'react';
import type { BlockConfig } from '../../../src/engine/types';
import { blockLabel } from '../blocks';
import type { EditorAction } from '../editor';
import { pathKey, parsePathKey } from './keys';
import { blockAt, listAt, rowKey, type BlockPath, type Step } from './path';
import { slotStepsOf, wrapperTypes, type TreeRules } from './rules';

interface Props {
  heading: string;
  blocks: BlockConfig[];
  rules: TreeRules;
  selected: BlockPath | null;
  /** The keys (keys.ts) of the blocks the build has problems with. */
  problems: ReadonlySet<string>;
  canPaste: boolean;
  dispatch: Dispatch<EditorAction>;
}

/** What every row reads and never changes between renders (so it does not defeat the memo). */
interface Shared {
  rules: TreeRules;
  dispatch: Dispatch<EditorAction>;
  problems: ReadonlySet<string>;
  /** Moves from a row's buttons: focus follows the block to its new place. */
  move: (action: Extract<EditorAction, { type: 'nudge' | 'move' }>, focus?: string) => void;
}

const DRAG_TYPE = 'application/x-studio-block-path';
const listName = (s: Omit<Step, 'index'>) => (s.list === undefined ? s.slot! : `${s.slot!.replace(/s$/, '')} ${s.list + 1}`);

export function TreeOutline({ heading, blocks, rules, selected, problems, canPaste, dispatch }: Props) {
  const focusAfter = useRef<string | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const selectedKey = selected ? pathKey(selected) : null;

  // After a move by button, focus follows the block to its new place (the selection follows it).
  useEffect(() => {
    const action = focusAfter.current;
    if (!action || !selectedKey) return;
    focusAfter.current = null;
    const item = root.current?.querySelector(`[data-block-path="${selectedKey}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`:scope > .tree-row button[data-action="${action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>(':scope > .tree-row button[data-action="select"]');
    button?.focus();
  });

  const shared = useMemo<Shared>(
    () => ({
      rules,
      dispatch,
      problems,
      move: (action, focus) => {
        dispatch({ type: 'select', path: action.type === 'move' ? action.from : action.path });
        focusAfter.current = focus ?? 'select';
        dispatch(action);
      },
    }),
    [rules, dispatch, problems],
  );

  const block = selected ? blockAt(blocks, selected) : undefined;
  const label = block ? blockLabel(block) : '';

  return (
    <>
      <h2 id="blocks-heading">{heading}</h2>
      {selected && block ? (
        <div role="toolbar" aria-label={`Arrange ${label}`} className="tree-toolbar">
          <button
            type="button"
            data-action="out"
            onClick={() => shared.move({ type: 'nudge', path: selected, direction: 'out' })}
            disabled={selected.length < 2}
          >
            Move out
          </button>
          <button type="button" onClick={() => shared.move({ type: 'nudge', path: selected, direction: 'in' })} disabled={selected.at(-1)!.index === 0}>
            Move into previous
          </button>
          {wrapperTypes(rules).map((w) => (
            <button key={w} type="button" data-wrap={w} onClick={() => dispatch({ type: 'wrap', path: selected, wrapper: w })}>
              Wrap in {w}
            </button>
          ))}
          <button type="button" onClick={() => dispatch({ type: 'unwrap', path: selected })} disabled={!rules.slots.has(block.type)}>
            Unwrap
          </button>
          <button type="button" onClick={() => dispatch({ type: 'copy', path: selected })}>
            Copy
          </button>
          <button type="button" onClick={() => dispatch({ type: 'paste' })} disabled={!canPaste}>
            Paste after
          </button>
        </div>
      ) : canPaste ? (
        <button type="button" onClick={() => dispatch({ type: 'paste' })}>
          Paste at the end
        </button>
      ) : null}
      <ul className="blocks" aria-label="Blocks" ref={root} onKeyDown={(e) => onTreeKey(e, shared)}>
        {blocks.map((b, i) => (
          <TreeRow key={rowKey(b)} block={b} pathKey={String(i)} size={blocks.length} selectedKey={within(selectedKey, String(i))} shared={shared} />
        ))}
      </ul>
      <button type="button" onClick={() => dispatch({ type: 'catalogue', open: true })}>
        Add block
      </button>
    </>
  );
}

/** The selection's key when it is this row or inside it, else null: a row renders again only when that changes. */
const within = (selectedKey: string | null, key: string) => (selectedKey === key || selectedKey?.startsWith(`${key}.`) ? selectedKey : null);

/** The outline's keys: arrows go from row to row, Alt+arrows move the focused block, Ctrl/Cmd+C and V copy and paste. */
function onTreeKey(e: KeyboardEvent<HTMLUListElement>, shared: Shared) {
  const button = (e.target as Element).closest<HTMLButtonElement>('button[data-action="select"]');
  const key = button?.closest<HTMLElement>('[data-block-path]')?.dataset.blockPath;
  if (!button || key === undefined) return;
  const path = parsePathKey(key);
  const mod = e.ctrlKey || e.metaKey;
  const arrows: Record<string, 'up' | 'down' | 'out' | 'in'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'out', ArrowRight: 'in' };
  if (e.altKey && arrows[e.key]) shared.move({ type: 'nudge', path, direction: arrows[e.key]! });
  else if (mod && e.key.toLowerCase() === 'c') shared.dispatch({ type: 'copy', path });
  else if (mod && e.key.toLowerCase() === 'v') {
    shared.dispatch({ type: 'select', path });
    shared.dispatch({ type: 'paste' });
  } else if (!mod && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
    const all = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-action="select"]')];
    all[all.indexOf(button) + (e.key === 'ArrowDown' ? 1 : -1)]?.focus();
  } else if (!mod && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
    button.parentElement?.querySelector<HTMLButtonElement>(`button[aria-expanded="${e.key === 'ArrowRight' ? 'false' : 'true'}"]`)?.click();
  } else return;
  e.preventDefault();
}

interface BodyProps {
  block: BlockConfig;
  label: string;
  selected: boolean;
  first: boolean;
  last: boolean;
  problem: boolean;
  /** Whether its slots show; null for a block without slots. */
  expanded: boolean | null;
  onToggle: (open: boolean) => void;
  shared: Shared;
}

/**
 * A row's own line: its label and buttons. It depends on no index (its buttons read the row's path
 * when pressed), so a block moved, added or deleted before it leaves it as it was.
 */
const RowBody = memo(function RowBody({ label, selected, first, last, problem, expanded, onToggle, shared }: BodyProps) {
  const { dispatch, move } = shared;
  return (
    <div className="tree-row">
      {expanded !== null ? (
        <button
          type="button"
          className="disclosure"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${label}`}
          onClick={() => onToggle(!expanded)}
        >
          {expanded ? '▾' : '▸'}
        </button>
      ) : null}
      <button
        type="button"
        data-action="select"
        className="block-select"
        aria-pressed={selected}
        onClick={(e) => dispatch({ type: 'select', path: pathAt(e.currentTarget) })}
      >
        {label}
        {problem ? <span className="badge"> (has problems)</span> : null}
      </button>
      <span className="block-actions">
        <button type="button" data-action="up" disabled={first} onClick={(e) => move({ type: 'nudge', path: pathAt(e.currentTarget), direction: 'up' }, 'up')}>
          Move up
        </button>
        <button
          type="button"
          data-action="down"
          disabled={last}
          onClick={(e) => move({ type: 'nudge', path: pathAt(e.currentTarget), direction: 'down' }, 'down')}
        >
          Move down
        </button>
        <button type="button" onClick={(e) => dispatch({ type: 'duplicate', path: pathAt(e.currentTarget) })}>
          Duplicate
        </button>
        <button type="button" data-action="delete" onClick={(e) => dispatch({ type: 'delete', path: pathAt(e.currentTarget) })}>
          Delete
        </button>
      </span>
    </div>
  );
});

interface RowProps {
  block: BlockConfig;
  pathKey: string;
  /** How many blocks its list holds. */
  size: number;
  selectedKey: string | null;
  shared: Shared;
}

/** A drop target: a block dragged from the outline goes to `to` (before a row, or at a slot list's end). */
const dropTo = (move: Shared['move'], to: BlockPath) => ({
  onDragOver: (e: DragEvent) => {
    if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
  },
  onDrop: (e: DragEvent) => {
    const data = e.dataTransfer.getData(DRAG_TYPE);
    e.preventDefault();
    e.stopPropagation();
    if (data) move({ type: 'move', from: parsePathKey(data), to });
  },
});

/** The path of the row an event happened in, as the row's element says now (a row keeps its element while its index changes). */
const pathAt = (el: Element) => parsePathKey(el.closest<HTMLElement>('[data-block-path]')!.dataset.blockPath!);

const TreeRow = memo(function TreeRow({ block, pathKey: key, size, selectedKey, shared }: RowProps) {
  const { rules, move } = shared;
  const path = parsePathKey(key);
  const index = path.at(-1)!.index;
  const slots = slotStepsOf(rules, block);
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = slots.length > 0 && (open ?? (selectedKey !== null && selectedKey !== key));
  const label = blockLabel(block);
  return (
    <li
      data-block-path={key}
      className={selectedKey === key ? 'selected' : undefined}
      draggable
      onDragStart={(e) => {
        e.stopPropagation();
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData(DRAG_TYPE, key);
      }}
      {...dropTo(move, path)}
    >
      <RowBody
        block={block}
        label={label}
        selected={selectedKey === key}
        first={index === 0}
        last={index === size - 1}
        problem={shared.problems.has(key)}
        expanded={slots.length ? shown : null}
        onToggle={setOpen}
        shared={shared}
      />
      {shown
        ? slots.map((s) => {
            const listKey = `${key}.${s.slot}${s.list === undefined ? '' : `:${s.list}`}`;
            const children = listAt([block], [{ index: 0 }, { ...s, index: 0 }]) ?? [];
            const name = listName(s);
            return (
              <div key={listKey} className="tree-slot" {...dropTo(move, [...path, { ...s, index: children.length }])}>
                <span className="tree-slot-name" id={`slot-${listKey}`}>
                  {name}
                </span>
                <ul className="blocks" aria-labelledby={`slot-${listKey}`}>
                  {children.map((child, i) => {
                    const childKey = `${listKey}.${i}`;
                    return (
                      <TreeRow key={i} block={child} pathKey={childKey} size={children.length} selectedKey={within(selectedKey, childKey)} shared={shared} />
                    );
                  })}
                </ul>
                <button
                  type="button"
                  className="tree-add"
                  onClick={() => shared.dispatch({ type: 'catalogue', open: true, place: [...path, { ...s, index: children.length }] })}
                >
                  Add to {name} of {label}
                </button>
              </div>
            );
          })
        : null}
    </li>
  );
});
