/**
 * Every change is checked by the build's validator (`POST /api/edit`); a valid one comes back
 * rendered for the preview. Sent once edits pause: soon after a move, later while typing (the
 * whole config is posted); an answer to an earlier send than the last is dropped.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { SiteConfig } from '../../src/engine/types';
import type { EditorAction } from './editor';
import { checkEdit } from './studioApi';

/** How long typing pauses before the config is checked and the preview rendered. */
export const TYPING_PAUSE_MS = 300;
/** After a move, a delete or a wrap: soon, but after the outline has drawn. */
const EDIT_PAUSE_MS = 30;

export function useEditCheck(config: SiteConfig, url: string, locale: string, typing: boolean, dispatch: Dispatch<EditorAction>): void {
  const lastSent = useRef(0);
  useEffect(() => {
    const mine = ++lastSent.current;
    const timer = setTimeout(
      () => {
        void checkEdit(config, url, locale).then((answer) => {
          if (mine === lastSent.current) dispatch({ type: 'checked', problems: answer.problems, ...(answer.preview ? { preview: answer.preview } : {}) });
        });
      },
      typing ? TYPING_PAUSE_MS : EDIT_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [config, url, locale, typing, dispatch]);
}
