/** The bar: whether there are unsaved changes, the language edited, undo and redo, publishing, save, and the status line. */
import type { Dispatch } from 'react';
import type { SiteConfig } from '../../src/engine/types';
import { localesOf } from '../../src/engine/config/locales';
import type { EditorAction } from './editor';
import { LocalePicker } from './locale/LocalePicker';
import { PublishActions } from './publish/PublishActions';

interface Props {
  file: string;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  config: SiteConfig;
  /** The page being previewed: a preview link shows it. */
  url: string;
  status: string;
  /** The chosen locale's code. */
  locale: string;
  dispatch: Dispatch<EditorAction>;
  onSave: () => void;
}

export function Toolbar({ file, dirty, canUndo, canRedo, config, url, status, locale, dispatch, onSave }: Props) {
  return (
    <header className="bar">
      <h1>Voltline studio</h1>
      <p className="file" title={file}>
        {dirty ? 'Unsaved changes' : 'No unsaved changes'}
      </p>
      <div className="bar-actions">
        {localesOf(config).length > 1 ? (
          <LocalePicker locales={localesOf(config)} code={locale} onChoose={(code) => dispatch({ type: 'locale', code })} />
        ) : null}
        <button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={!canUndo}>
          Undo
        </button>
        <button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={!canRedo}>
          Redo
        </button>
        <PublishActions config={config} path={url} onStatus={(text) => dispatch({ type: 'status', text })} />
        <button type="button" className="primary" onClick={onSave}>
          Save
        </button>
      </div>
      <p role="status" className="status">
        {status}
      </p>
    </header>
  );
}
