/**
 * The studio: the outline (routes, header, footer, the chosen page's blocks), the selected
 * block's form, and the page itself beside them, rendered by the site's engine from the
 * unsaved config. Its state is one reducer (editor.ts); this component adds what talks to
 * the server and the keyboard.
 */
import { memo, useCallback, useMemo, useReducer } from 'react';
import type { BlockConfig } from '../../src/engine/types';
import type { StudioState } from '../shared/api';
import { BlockInspector } from './BlockInspector';
import { Catalogue } from './Catalogue';
import { editorOf, editorReducer, isDirty, localeOf } from './editor';
import type { JsonSchema } from './form/schema';
import { useEditShortcuts } from './keyboard';
import { useSettled } from './useSettled';
import { MissingList } from './MissingList';
import { LocaleContext } from './form/useText';
import { Toolbar } from './Toolbar';
import { Outline } from './Outline';
import { PagePanel, usePanelConfig } from './pages/PagePanel';
import { Preview } from './Preview';
import { ProblemList } from './ProblemList';
import { problemsByKey } from './problems';
import { SaveDialog } from './SaveDialog';
import { SiteInspector } from './SiteInspector';
import { diffWithDisk, exampleUrl, readState, saveConfig } from './studioApi';
import { TYPING_PAUSE_MS, useEditCheck } from './useEditCheck';
import { blocksOf, previewUrlOf, type Target } from './target';
import { useTreeParts } from './tree/useTreeParts';
import { TreeOutline } from './tree/TreeOutline';
import { localesOf } from '../../src/engine/config/locales';

// The lists under the form render again only when their input changes, not on every keystroke.
const Missing = memo(MissingList);
const Problems = memo(ProblemList);
const Page = memo(PagePanel);

export function Studio({ initial }: { initial: StudioState }) {
  const [editor, dispatch] = useReducer(editorReducer, initial, editorOf);
  const { history, target, selected, problems, save } = editor;
  const config = history.present;
  const blocks = blocksOf(config, target);
  const tree = useTreeParts(editor, blocks, initial.blockSchemas);
  const block = tree.block;
  const url = editor.urlOverride ?? previewUrlOf(config, target);
  const locale = localeOf(editor);
  const locales = localesOf(config);
  // The forms edit the chosen locale's texts (locale/useText.ts).
  const inLocale = useMemo(() => ({ code: locale.code, locales }), [locale.code, locales]);

  useEditCheck(config, url, locale.code, history.last !== null, dispatch);
  // The missing translations scan the whole config: they follow once typing pauses.
  const settledConfig = useSettled(config, TYPING_PAUSE_MS);

  useEditShortcuts(dispatch);

  const chooseTarget = (t: Target) => {
    dispatch({ type: 'target', target: t });
    // A route with a parameter is previewed at one of its items, when its sitemap entry names them.
    if (t.kind === 'route' && config.routes[t.index]?.path.includes('/:')) {
      void exampleUrl(config, t.index).then((found) => found && dispatch({ type: 'url', url: found }));
    }
  };

  const topErrors = useMemo(() => problemsByKey(problems), [problems]);

  const openSave = async () => {
    const answer = await diffWithDisk(config, editor.version);
    if (answer.problems.length) return dispatch({ type: 'saveView', view: { kind: 'refused', problems: answer.problems } });
    const { diff, changedOnDisk, diskVersion } = answer;
    dispatch({ type: 'saveView', view: { kind: 'review', diff, changedOnDisk, ...(changedOnDisk ? { diskVersion } : {}) } });
  };
  const write = async (overwrite: boolean) => {
    const answer = await saveConfig(config, overwrite && save?.kind === 'review' && save.diskVersion ? save.diskVersion : editor.version);
    if (answer.kind === 'saved') dispatch({ type: 'saved', config, version: answer.version });
    else if (answer.kind === 'invalid') dispatch({ type: 'saveView', view: { kind: 'refused', problems: answer.problems } });
    else dispatch({ type: 'saveView', view: { kind: 'review', diff: answer.diff, changedOnDisk: true, diskVersion: answer.version } });
  };
  const reload = async () => {
    const state = await readState();
    dispatch({ type: 'reloaded', config: state.config, version: state.version });
  };

  const blockSchema = initial.blockSchema as JsonSchema;
  const siteProps = (initial.siteSchema as JsonSchema).properties ?? {};
  const routeSchema = (siteProps.routes?.items ?? {}) as JsonSchema;
  const panel = usePanelConfig(config);
  const onSelect = useCallback((name: string) => dispatch({ type: 'select', path: tree.pathOfName(name) }), [tree]);
  const onReveal = useCallback((path: string) => dispatch({ type: 'reveal', path }), []);

  return (
    <div className="studio">
      <Toolbar
        file={initial.file}
        dirty={isDirty(editor)}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        config={config}
        url={url}
        status={editor.status}
        locale={locale.code}
        dispatch={dispatch}
        onSave={() => void openSave()}
      />
      <Outline
        config={config}
        dispatch={dispatch}
        target={target}
        filter={editor.filter}
        onFilter={(text) => dispatch({ type: 'filter', text })}
        onChoose={chooseTarget}
      />

      <LocaleContext.Provider value={inLocale}>
        <main className="inspector" aria-label="Inspector">
          {target.kind === 'route' ? (
            <Page key={target.index} {...panel} index={target.index} routeSchema={routeSchema} problems={problems} dispatch={dispatch} />
          ) : null}
          {blocks ? (
            <>
              <TreeOutline
                heading={target.kind === 'route' ? `Blocks of ${config.routes[target.index]?.path}` : 'Footer blocks'}
                blocks={blocks}
                rules={editor.rules}
                selected={selected}
                problems={tree.problemKeys}
                canPaste={editor.clipboard !== null}
                dispatch={dispatch}
              />
              {block && selected !== null ? (
                <BlockInspector
                  block={block}
                  path={selected}
                  blockSchema={blockSchema}
                  propsSchema={tree.formSchema}
                  errors={tree.errors}
                  dispatch={dispatch}
                />
              ) : (
                <p className="hint">Select a block to edit its properties, here or by clicking it in the preview.</p>
              )}
            </>
          ) : (
            <SiteInspector
              part={target.kind === 'header' ? 'header' : 'site'}
              config={config}
              schema={siteProps[target.kind === 'header' ? 'header' : 'site'] as JsonSchema}
              errors={topErrors}
              dispatch={dispatch}
            />
          )}
          <Problems problems={problems} />
          <Missing config={settledConfig} locale={locale} onReveal={onReveal} />
        </main>
      </LocaleContext.Provider>

      <Preview
        url={url}
        locale={locale.code}
        onUrl={(next) => dispatch({ type: 'url', url: next })}
        preview={editor.preview}
        selected={tree.selectedName}
        onSelect={onSelect}
        stale={problems.length > 0}
      />

      {editor.catalogue && blocks ? (
        <Catalogue
          schemas={tree.catalogue}
          config={config}
          onClose={() => dispatch({ type: 'catalogue', open: false })}
          onAdd={(type, props) => dispatch({ type: 'add', block: { type, props: props as Record<string, unknown> } as BlockConfig })}
        />
      ) : null}
      {save ? (
        <SaveDialog view={save} onClose={() => dispatch({ type: 'saveView', view: null })} onWrite={(o) => void write(o)} onReload={() => void reload()} />
      ) : null}
    </div>
  );
}
