/**
 * The studio's whole editor state and every way it changes: one reducer over a typed action
 * union. Config edits go through the history (so undo and redo cover them, block moves and
 * deletions included); the rest (what is selected, the dialogs, the status line) is not undone.
 */
import { defaultLocale, localesOf, type Locale } from '../../src/engine/config/locales';
import type { BlockConfig, SiteConfig } from '../../src/engine/types';
import type { PreviewState } from '../shared/messages';
import { blockLabel, freshCopy } from './blocks';
import { historyOf, historyReducer, type History } from './history';
import type { SaveView } from './SaveDialog';
import { blocksOf, homeOf, placeOf, withBlocks, type Target } from './target';
import { addBlocks, moveBlock, nudgeTarget, unwrapBlock, wrapBlock, type Direction, type TreeEdit } from './tree/edits';
import { atIndex, blockAt, removeAt, replaceAt, type BlockPath } from './tree/path';
import { NO_RULES, rulesOf, type TreeRules } from './tree/rules';

export interface Editor {
  history: History;
  /** The config as the file last held it: the studio has unsaved changes when the present differs. */
  saved: SiteConfig;
  /** The file's version as read or written: a save names it. */
  version: string;
  problems: string[];
  target: Target;
  /** The selected block's path in the target's tree (tree/path.ts). */
  selected: BlockPath | null;
  /** A copied block, children included: it stays while the target changes, to paste on another page. */
  clipboard: BlockConfig | null;
  /** Where the catalogue adds: a slot list's place chosen in the outline; else after the selected block. */
  addPlace: BlockPath | null;
  /** What each slot takes, from the block schemas. */
  rules: TreeRules;
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
  | { type: 'editBlock'; path: BlockPath; block: BlockConfig; key?: string; at: number }
  /** `to` is a place in the tree as it is: before the block now at its index (the list's length for its end). */
  | { type: 'move'; from: BlockPath; to: BlockPath }
  /** A keyboard move: up or down its list, out after its parent, into its previous sibling. */
  | { type: 'nudge'; path: BlockPath; direction: Direction }
  | { type: 'duplicate'; path: BlockPath }
  | { type: 'delete'; path: BlockPath }
  | { type: 'add'; block: BlockConfig }
  /** The block inside a new layout block of that type. */
  | { type: 'wrap'; path: BlockPath; wrapper: string }
  | { type: 'unwrap'; path: BlockPath }
  | { type: 'copy'; path: BlockPath }
  | { type: 'paste' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'checked'; problems: string[]; preview?: PreviewState }
  | { type: 'target'; target: Target }
  | { type: 'select'; path: BlockPath | null }
  | { type: 'locale'; code: string }
  /** A text the missing translations list names, by its JSON path: its part of the site, and its block. */
  | { type: 'reveal'; path: string }
  | { type: 'filter'; text: string }
  | { type: 'status'; text: string }
  | { type: 'url'; url: string | null }
  | { type: 'catalogue'; open: boolean; place?: BlockPath }
  | { type: 'saveView'; view: SaveView | null }
  | { type: 'saved'; config: SiteConfig; version: string }
  | { type: 'reloaded'; config: SiteConfig; version: string };

export function editorOf({
  config,
  version,
  problems,
  blockSchemas,
}: {
  config: SiteConfig;
  version: string;
  problems: string[];
  /** The block schemas, whose slots the tree's edits keep to. */
  blockSchemas?: Record<string, object>;
}): Editor {
  return {
    history: historyOf(config),
    saved: config,
    version,
    problems,
    target: homeOf(config),
    selected: null,
    clipboard: null,
    addPlace: null,
    rules: blockSchemas ? rulesOf(blockSchemas) : NO_RULES,
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

type BlockAction = Extract<EditorAction, { type: 'editBlock' | 'move' | 'nudge' | 'duplicate' | 'delete' | 'add' | 'wrap' | 'unwrap' | 'paste' }>;

/** Where a new block goes: the place chosen in the outline, else after the selected block, else the page's end. */
export const addPlaceOf = (e: Editor, blocks: readonly BlockConfig[]): BlockPath =>
  e.addPlace ?? (e.selected && blockAt(blocks, e.selected) ? atIndex(e.selected, e.selected.at(-1)!.index + 1) : [{ index: blocks.length }]);

/** The tree's edit an action makes, on the target's blocks. */
function treeEdit(e: Editor, blocks: BlockConfig[], action: BlockAction): TreeEdit | null {
  const { rules } = e;
  switch (action.type) {
    case 'editBlock':
      return { blocks: replaceAt(blocks, action.path, action.block), selected: e.selected, status: e.status };
    case 'move':
      return moveBlock(rules, blocks, action.from, action.to, e.selected);
    case 'nudge': {
      const to = nudgeTarget(rules, blocks, action.path, action.direction);
      const label = blockAt(blocks, action.path);
      if (!to)
        return {
          refused: `${label ? blockLabel(label) : 'The block'} cannot move ${action.direction === 'in' ? 'into the block before it' : action.direction} from there.`,
        };
      return moveBlock(rules, blocks, action.path, to, e.selected);
    }
    case 'duplicate': {
      const block = blockAt(blocks, action.path);
      if (!block) return null;
      return addBlocks(rules, blocks, atIndex(action.path, action.path.at(-1)!.index + 1), [freshCopy(block, configOf(e))], 'Duplicated');
    }
    case 'delete': {
      const block = blockAt(blocks, action.path);
      if (!block) return null;
      return { blocks: removeAt(blocks, action.path), selected: null, status: `Deleted ${blockLabel(block)}. Undo brings it back.` };
    }
    case 'add': {
      const added = action.block.id ? action.block : freshCopy(action.block, configOf(e), true);
      return addBlocks(rules, blocks, addPlaceOf(e, blocks), [added], 'Added');
    }
    case 'paste':
      return e.clipboard
        ? addBlocks(rules, blocks, addPlaceOf(e, blocks), [freshCopy(e.clipboard, configOf(e))], 'Pasted')
        : { refused: 'Nothing copied yet.' };
    case 'wrap': {
      const props = structuredClone(e.rules.defaults.get(action.wrapper) ?? {});
      const wrapper = freshCopy({ type: action.wrapper, props } as BlockConfig, configOf(e), true);
      return wrapBlock(rules, blocks, action.path, wrapper);
    }
    case 'unwrap':
      return unwrapBlock(rules, blocks, action.path);
  }
}

/** The tree's edits: each a new tree in the history, the selection following the block, and a status line (or a refusal there). */
function blockEdit(e: Editor, action: BlockAction): Editor {
  const blocks = blocksOf(configOf(e), e.target);
  if (!blocks) return e;
  const edit = treeEdit(e, blocks, action);
  if (!edit) return e;
  // Refused: the status line says why, where it can be read (the catalogue closes).
  if ('refused' in edit) return { ...e, status: edit.refused, catalogue: false, addPlace: null };
  const config = withBlocks(configOf(e), e.target, edit.blocks);
  const next = action.type === 'editBlock' ? changed(e, config, action.key, action.at) : changed(e, config);
  return { ...next, selected: edit.selected, status: edit.status, catalogue: false, addPlace: null };
}

/** The selection, while the (undone, redone) tree still has a block there. */
const stillThere = (e: Editor): Editor => {
  // An undone "Add a page" takes the chosen page away: home is chosen instead.
  if (e.target.kind === 'route' && !configOf(e).routes[e.target.index])
    return { ...e, target: homeOf(configOf(e)), selected: null, addPlace: null, urlOverride: null };
  const blocks = blocksOf(configOf(e), e.target);
  return e.selected && !(blocks && blockAt(blocks, e.selected)) ? { ...e, selected: null } : e;
};

export function editorReducer(e: Editor, action: EditorAction): Editor {
  switch (action.type) {
    case 'change':
      return changed(e, action.config, action.key, action.at);
    case 'editBlock':
    case 'move':
    case 'nudge':
    case 'duplicate':
    case 'delete':
    case 'add':
    case 'wrap':
    case 'unwrap':
    case 'paste':
      return blockEdit(e, action);
    case 'copy': {
      const block = blockAt(blocksOf(configOf(e), e.target) ?? [], action.path);
      return block ? { ...e, clipboard: structuredClone(block), status: `Copied ${blockLabel(block)}.` } : e;
    }
    case 'undo':
    case 'redo':
      return stillThere({ ...e, history: historyReducer(e.history, action) });
    case 'checked':
      return { ...e, problems: action.problems, preview: action.preview ?? e.preview };
    // Another part of the site: nothing selected there yet, and its own preview address.
    case 'target':
      return { ...e, target: action.target, selected: null, addPlace: null, urlOverride: null };
    case 'select':
      return { ...e, selected: action.path };
    case 'locale':
      return { ...e, locale: action.code };
    case 'reveal': {
      const place = placeOf(action.path);
      return place ? { ...e, target: place.target, selected: place.selected === null ? null : [{ index: place.selected }], urlOverride: null } : e;
    }
    case 'filter':
      return { ...e, filter: action.text };
    case 'status':
      return { ...e, status: action.text };
    case 'url':
      return { ...e, urlOverride: action.url };
    case 'catalogue':
      return { ...e, catalogue: action.open, addPlace: action.open ? (action.place ?? null) : null };
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
