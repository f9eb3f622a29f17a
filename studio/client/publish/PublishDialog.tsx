/**
 * Publish: the diff against the live site first (a dry run the site checks with the build's
 * validator, so a refusal names every problem before anything changes), then publish now or
 * at a time, with a message for the history.
 */
import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../../src/engine/types';
import type { PublishAnswer, PublishStatus, Refusal } from '../../shared/publish';
import { Dialog } from './Dialog';
import { DiffView, Problems } from './DiffView';
import { publishCall, shortVersion, when } from './request';

type View = { kind: 'checking' } | { kind: 'refused'; refusal: Refusal } | { kind: 'review'; answer: PublishAnswer } | { kind: 'done'; text: string };

interface Props {
  config: SiteConfig;
  status: Extract<PublishStatus, { configured: true }>;
  onClose: () => void;
  onDone: (text: string) => void;
}

export function PublishDialog({ config, status, onClose, onDone }: Props) {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [message, setMessage] = useState('');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void publishCall<PublishAnswer>('publish', { config, dryRun: true }).then((r) =>
      setView(r.ok ? { kind: 'review', answer: r.body } : { kind: 'refused', refusal: r.refusal }),
    );
  }, [config]);

  const publish = async () => {
    setBusy(true);
    // The picker's local time, sent with its zone, as the site requires.
    const r = await publishCall<PublishAnswer>('publish', { config, message, ...(at ? { at: new Date(at).toISOString() } : {}) });
    setBusy(false);
    if (!r.ok) return setView({ kind: 'refused', refusal: r.refusal });
    const a = r.body;
    const text =
      'scheduledAt' in a
        ? `Scheduled version ${shortVersion(a.version)} to go live ${when(a.scheduledAt)}.`
        : `Published version ${shortVersion(a.version)}: live on ${status.site}.`;
    setView({ kind: 'done', text });
    onDone(text);
  };

  const unchanged = view.kind === 'review' && !view.answer.diff.added && !view.answer.diff.removed;
  return (
    <Dialog
      title={view.kind === 'refused' ? 'Publish refused' : `Publish to ${status.site}`}
      onClose={onClose}
      actions={
        view.kind === 'review' && !unchanged ? (
          <button type="button" className="primary" disabled={busy} onClick={() => void publish()}>
            {at ? 'Schedule' : 'Publish now'}
          </button>
        ) : null
      }
    >
      {view.kind === 'checking' ? <p>Checking the changes against the live site…</p> : null}
      {view.kind === 'refused' ? <Problems message={`Nothing was published: ${view.refusal.message}`} problems={view.refusal.problems} /> : null}
      {view.kind === 'done' ? <p role="status">{view.text}</p> : null}
      {view.kind === 'review' ? (
        <>
          <p>
            Changes against the live version {shortVersion('dryRun' in view.answer ? view.answer.live : null)}, published as {status.author}:
          </p>
          <DiffView diff={view.answer.diff} />
          {unchanged ? null : (
            <div className="publish-fields">
              <label>
                Message <input type="text" value={message} onChange={(e) => setMessage(e.target.value)} placeholder="What changed, for the history" />
              </label>
              <label>
                Go live at (optional) <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
              </label>
            </div>
          )}
        </>
      ) : null}
    </Dialog>
  );
}
