/** Ctrl/Cmd+Z undoes and Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z redoes, outside text fields. */
import { useEffect, type Dispatch } from 'react';
import type { EditorAction } from './editor';

export function useEditShortcuts(dispatch: Dispatch<EditorAction>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if (!(e.ctrlKey || e.metaKey) || (key !== 'z' && key !== 'y')) return;
      // Text fields keep their own undo while focused.
      if ((e.target as Element | null)?.closest('input, textarea')) return;
      e.preventDefault();
      dispatch({ type: key === 'y' || e.shiftKey ? 'redo' : 'undo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
