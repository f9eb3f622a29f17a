/** Save: the diff first; a config with problems is refused with every one named; a file changed on disk is never silently overwritten. */
import { useEffect, useRef } from 'react';

export type SaveView = { kind: 'refused'; problems: string[] } | { kind: 'review'; diff: string; changedOnDisk: boolean; diskVersion?: string };

interface Props {
  view: SaveView;
  onClose: () => void;
  onWrite: (overwriteDisk: boolean) => void;
  onReload: () => void;
}

export function SaveDialog({ view, onClose, onWrite, onReload }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const empty = view.kind === 'review' && !view.diff;
  return (
    <dialog ref={dialog} className="save-dialog" aria-labelledby="save-title" onClose={onClose}>
      {view.kind === 'refused' ? (
        <>
          <h2 id="save-title">Save refused</h2>
          <div role="alert">
            <p>
              pages.config.json was not written: the build would reject it.{' '}
              {view.problems.length === 1 ? 'Fix this problem:' : `Fix these ${view.problems.length} problems:`}
            </p>
            <ul>
              {view.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <>
          <h2 id="save-title">Review changes to pages.config.json</h2>
          {view.changedOnDisk ? (
            <p role="alert" className="field-errors">
              pages.config.json changed on disk since the studio read it (an editor, git pull). The diff below is against the file as it is now. Reload it to
              continue from it, or overwrite it with your version.
            </p>
          ) : null}
          {empty ? (
            <p>No changes to save.</p>
          ) : (
            <pre className="diff" aria-label="Diff">
              {view.diff}
            </pre>
          )}
        </>
      )}
      <div className="dialog-actions">
        {view.kind === 'review' && !empty && !view.changedOnDisk ? (
          <button type="button" className="primary" onClick={() => onWrite(false)}>
            Write pages.config.json
          </button>
        ) : null}
        {view.kind === 'review' && view.changedOnDisk ? (
          <>
            <button type="button" onClick={onReload}>
              Reload from disk (drops your changes)
            </button>
            {view.diskVersion && !empty ? (
              <button type="button" onClick={() => onWrite(true)}>
                Overwrite with my version
              </button>
            ) : null}
          </>
        ) : null}
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
