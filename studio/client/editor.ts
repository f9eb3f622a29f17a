/**
 * The studio's whole editor state and every way it changes: one reducer over a typed action
 * union. Config edits go through the history (so undo and redo cover them, block moves and
 * deletions included); the rest (what is selected, the dialogs, the status line) is not undone.
 */
import { defaultLocale, localesOf, type Locale } from '../../src/engine/config/locales';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';
import type { PreviewState } from '../shared/messages';
import { blockLabel, duplicateBlock, freshBlockId } from './blocks';
import { moveItem } from './form/moveItem';
import { historyOf, historyReducer, type History } from './history';
import type { SaveView } from './SaveDialog';
import { blocksOf, homeOf, placeOf, withBlocks, type Target } from './target';

export interface Editor {
  history: History;
  /** The config as the file last held it: the studio has unsaved changes when the present differs. */
  saved: SiteConfig;
  /** The file's version as read or written: a save names it. */
  version: string;
  problems: string[];
  target: Target;
  /** The selected block's index in the target's list. */
  selected: number | null;
  filter: string;
  /** The line a screen reader announces after an action. */
  status: string;
  save: SaveView | null;
  catalogue: boolean;
  /** An address typed into the preview (or an example item's), instead of the target's own. */
  urlOverride: string | null;
  preview: PreviewState | null;
  /** The locale whose texts the forms edit and the preview shows. */
  locale: string;
}

export type EditorAction =
  | { type: 'change'; config: SiteConfig; key?: string; at: number }
  | { type: 'editBlock'; index: number; block: BlockConfig; key?: string; at: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'duplicate'; index: number }
  | { type: 'delete'; index: number }
  | { type: 'add'; block: BlockConfig }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'checked'; problems: string[]; preview?: PreviewState }
  | { type: 'target'; target: Target }
  | { type: 'select'; index: number | null }
  | { type: 'locale'; code: string }
  /** A text the missing translations list names, by its JSON path: its part of the site, and its block. */
  | { type: 'reveal'; path: string }
  | { type: 'filter'; text: string }
  | { type: 'status'; text: string }
  | { type: 'url'; url: string | null }
  | { type: 'catalogue'; open: boolean }
  | { type: 'saveView'; view: SaveView | null }
  | { type: 'saved'; config: SiteConfig; version: string }
  | { type: 'reloaded'; config: SiteConfig; version: string };

export function editorOf({ config, version, problems }: { config: SiteConfig; version: string; problems: string[] }): Editor {
  return {
    history: historyOf(config),
    saved: config,
    version,
    problems,
    target: homeOf(config),
    selected: null,
    filter: '',
    status: '',
    save: null,
    catalogue: false,
    urlOverride: null,
    preview: null,
    locale: defaultLocale(localesOf(config)).code,
  };
}

const configOf = (e: Editor) => e.history.present;
export const isDirty = (e: Editor) => e.history.present !== e.saved;
/** The chosen locale while the config has it (an undo may take a new one away), else the default. */
export const localeOf = (e: Editor): Locale => {
  const locales = localesOf(configOf(e));
  return locales.find((l) => l.code === e.locale) ?? defaultLocale(locales);
};

/** A new config in the history; `key` joins quick keystrokes in one field into one step. */
function changed(e: Editor, config: SiteConfig, key?: string, at = Date.now()): Editor {
  return { ...e, history: historyReducer(e.history, { type: 'change', config, key, at }) };
}

/** The block list edits: each a new list in the history, the selection following the block, and a status line. */
function blockEdit(e: Editor, action: Extract<EditorAction, { type: 'editBlock' | 'move' | 'duplicate' | 'delete' | 'add' }>): Editor {
  const blocks = blocksOf(configOf(e), e.target);
  if (!blocks) return e;
  const write = (next: BlockConfig[], key?: string, at?: number) => changed(e, withBlocks(configOf(e), e.target, next), key, at);
  switch (action.type) {
    case 'editBlock':
      return write(
        blocks.map((b, j) => (j === action.index ? action.block : b)),
        action.key,
        action.at,
      );
    case 'move': {
      const { from, to } = action;
      if (to < 0 || to >= blocks.length || from === to || !blocks[from]) return e;
      const selected = e.selected === from ? to : e.selected;
      return { ...write(moveItem(blocks, from, to)), selected, status: `Moved ${blockLabel(blocks[from])} to position ${to + 1} of ${blocks.length}.` };
    }
    case 'duplicate': {
      const block = blocks[action.index];
      if (!block) return e;
      return { ...write(duplicateBlock(blocks, action.index)), selected: action.index + 1, status: `Duplicated ${blockLabel(block)}.` };
    }
    case 'delete': {
      const block = blocks[action.index];
      if (!block) return e;
      return { ...write(blocks.filter((_, j) => j !== action.index)), selected: null, status: `Deleted ${blockLabel(block)}. Undo brings it back.` };
    }
    case 'add': {
      const at = e.selected === null ? blocks.length : e.selected + 1;
      const added = action.block.id ? action.block : { ...action.block, id: freshBlockId(action.block.type, configOf(e)) };
      const next = [...blocks.slice(0, at), added, ...blocks.slice(at)];
      return { ...write(next), selected: at, catalogue: false, status: `Added a ${action.block.type} block.` };
    }
  }
}

export function editorReducer(e: Editor, action: EditorAction): Editor {
  switch (action.type) {
    case 'change':
      return changed(e, action.config, action.key, action.at);
    case 'editBlock':
    case 'move':
    case 'duplicate':
    case 'delete':
    case 'add':
      return blockEdit(e, action);
    case 'undo':
    case 'redo':
      return { ...e, history: historyReducer(e.history, action) };
    case 'checked':
      return { ...e, problems: action.problems, preview: action.preview ?? e.preview };
    // Another part of the site: nothing selected there yet, and its own preview address.
    case 'target':
      return { ...e, target: action.target, selected: null, urlOverride: null };
    case 'select':
      return { ...e, selected: action.index };
    case 'locale':
      return { ...e, locale: action.code };
    case 'reveal': {
      const place = placeOf(action.path);
      return place ? { ...e, target: place.target, selected: place.selected, urlOverride: null } : e;
    }
    case 'filter':
      return { ...e, filter: action.text };
    case 'status':
      return { ...e, status: action.text };
    case 'url':
      return { ...e, urlOverride: action.url };
    case 'catalogue':
      return { ...e, catalogue: action.open };
    case 'saveView':
      return { ...e, save: action.view };
    case 'saved':
      return { ...e, saved: action.config, version: action.version, save: null, status: 'Saved pages.config.json.' };
    case 'reloaded':
      return {
        ...e,
        history: historyOf(action.config),
        saved: action.config,
        version: action.version,
        save: null,
        selected: null,
        status: 'Reloaded pages.config.json from disk.',
      };
  }
}
