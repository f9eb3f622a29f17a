/**
 * History: the site's versions, newest first, the live one marked, each with who, when and
 * why; a version's changes on demand, and one click to make it live again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Refusal, RollbackAnswer, VersionAnswer, VersionsAnswer } from '../../shared/publish';
import { Dialog } from './Dialog';
import { DiffView, Problems } from './DiffView';
import { publishCall, shortVersion, when } from './request';

export function HistoryDialog({ site, onClose, onDone }: { site: string; onClose: () => void; onDone: (text: string) => void }) {
  const [list, setList] = useState<VersionsAnswer | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [open, setOpen] = useState<Record<string, VersionAnswer['diff']>>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const r = await publishCall<VersionsAnswer>('versions', {});
    if (r.ok) setList(r.body);
    else setRefusal(r.refusal);
  }, []);
  useEffect(() => void load(), [load]);

  const toggle = async (version: string) => {
    if (open[version]) return setOpen(({ [version]: _, ...rest }) => rest);
    const r = await publishCall<VersionAnswer>('version', { version });
    if (r.ok) setOpen((o) => ({ ...o, [version]: r.body.diff }));
    else setRefusal(r.refusal);
  };
  const rollback = async (version: string) => {
    setBusy(true);
    // The live version this list shows: the site refuses the rollback when another is live by now.
    const r = await publishCall<RollbackAnswer>('rollback', { version, ...(list?.live ? { expected: list.live } : {}) });
    setBusy(false);
    if (!r.ok) {
      setRefusal(r.refusal);
      // Another version went live since the list was read: show the list as it is now.
      if (r.status === 409) await load();
      return;
    }
    setRefusal(null);
    onDone(`Rolled back: version ${shortVersion(r.body.version)} is live on ${site}.`);
    await load();
  };

  // Versions stored only for a preview link were never live: they are not part of the site's history.
  const versions = list?.versions.filter((v) => !v.draft) ?? [];
  return (
    <Dialog title={`History of ${site}`} onClose={onClose}>
      {refusal ? <Problems message={refusal.message} problems={refusal.problems} /> : null}
      {!list && !refusal ? <p>Loading the versions…</p> : null}
      {list?.scheduled.length ? (
        <section aria-label="Scheduled">
          <h3>Scheduled</h3>
          <ul className="versions">
            {list.scheduled.map((s) => (
              <li key={`${s.version}-${s.at}`}>
                {shortVersion(s.version)} goes live {when(s.at)}, by {s.author}
                {s.message ? `: ${s.message}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="versions" aria-label="Versions">
        {versions.map((v) => (
          <li key={v.version} aria-current={v.live || undefined} aria-label={`Version ${shortVersion(v.version)}${v.live ? ' (live)' : ''}`}>
            <p>
              <code>{shortVersion(v.version)}</code> {v.live ? <strong className="live-mark">Live</strong> : null} {when(v.createdAt)}, by {v.author}
              {v.message ? `: ${v.message}` : ''}
            </p>
            <div className="version-actions">
              <button type="button" aria-expanded={Boolean(open[v.version])} onClick={() => void toggle(v.version)}>
                {open[v.version] ? 'Hide changes' : 'Show changes'}
              </button>
              {v.live ? null : (
                <button type="button" disabled={busy} onClick={() => void rollback(v.version)}>
                  Roll back to this version
                </button>
              )}
            </div>
            {open[v.version] ? <DiffView diff={open[v.version]!} label={`Changes in ${shortVersion(v.version)}`} /> : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
