/** The outline: the site, the header, the routes (filtered by path or title) and the footer, the current one marked; and Add a page. */
import { textIn } from './locale/text';
import { useEffect, useMemo, useRef, useState, type Dispatch, type ReactNode } from 'react';
import type { SiteConfig } from '../../src/engine/types';
import type { EditorAction } from './editor';
import { AddPageDialog } from './pages/AddPageDialog';
import { addPage, type PageDraft } from './pages/pages';
import type { Target } from './target';

interface Props {
  config: SiteConfig;
  dispatch: Dispatch<EditorAction>;
  target: Target;
  filter: string;
  onFilter: (text: string) => void;
  onChoose: (target: Target) => void;
}

function TargetButton({ target, current, onChoose, children }: { target: Target; current: Target; onChoose: (t: Target) => void; children: ReactNode }) {
  const isCurrent = target.kind === current.kind && (target.kind !== 'route' || (current.kind === 'route' && current.index === target.index));
  return (
    <li>
      <button type="button" aria-current={isCurrent} onClick={() => onChoose(target)}>
        {children}
      </button>
    </li>
  );
}

export function Outline({ config, dispatch, target, filter, onFilter, onChoose }: Props) {
  const { routes } = config;
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // A closed dialog gives the focus back to the button that opened it (the status line says what was added),
  // once it is gone: while a modal dialog is open, nothing outside it takes the focus.
  useEffect(() => {
    if (opened.current && !adding) addButton.current?.focus();
    opened.current = adding;
  }, [adding]);
  const close = () => setAdding(false);
  /** The new page is one step of the undo history, and is chosen at once. */
  const add = (draft: PageDraft) => {
    const added = addPage(config, draft);
    close();
    dispatch({ type: 'change', config: added.config, at: Date.now() });
    onChoose({ kind: 'route', index: added.index });
    dispatch({ type: 'status', text: `Added the page ${draft.path.trim()}. Its blocks, settings and menus are in the middle.` });
  };
  const shown = useMemo(
    () => routes.map((r, index) => ({ r, index })).filter(({ r }) => !filter || `${r.path} ${textIn(r.title)}`.toLowerCase().includes(filter.toLowerCase())),
    [routes, filter],
  );
  return (
    <nav className="outline" aria-label="Outline">
      <div className="field">
        <label htmlFor="route-filter">Filter routes</label>
        <input id="route-filter" type="search" value={filter} onChange={(e) => onFilter(e.target.value)} />
      </div>
      <ul className="routes" aria-label="Routes">
        <TargetButton target={{ kind: 'site' }} current={target} onChoose={onChoose}>
          Site
        </TargetButton>
        <TargetButton target={{ kind: 'header' }} current={target} onChoose={onChoose}>
          Header
        </TargetButton>
        {shown.map(({ r, index }) => (
          <TargetButton key={index} target={{ kind: 'route', index }} current={target} onChoose={onChoose}>
            <span className="path">{r.path}</span> <span className="title">{textIn(r.title)}</span>
          </TargetButton>
        ))}
        <TargetButton target={{ kind: 'footer' }} current={target} onChoose={onChoose}>
          Footer
        </TargetButton>
      </ul>
      <button type="button" ref={addButton} onClick={() => setAdding(true)}>
        Add a page…
      </button>
      {adding ? <AddPageDialog config={config} onAdd={add} onClose={close} /> : null}
    </nav>
  );
}
