/**
 * Preview link: the edited config stored on the site (not made live) and a signed, expiring
 * address of the page being edited, showing that config, to send to a reviewer.
 */
import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../../src/engine/types';
import type { PreviewLinkAnswer, Refusal } from '../../shared/publish';
import { Dialog } from './Dialog';
import { Problems } from './DiffView';
import { publishCall, when } from './request';

export function PreviewLinkDialog({ config, path, onClose }: { config: SiteConfig; path: string; onClose: () => void }) {
  const [answer, setAnswer] = useState<PreviewLinkAnswer | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    void publishCall<PreviewLinkAnswer>('preview', { config, path }).then((r) => (r.ok ? setAnswer(r.body) : setRefusal(r.refusal)));
  }, [config, path]);

  const copy = async () => {
    if (!answer) return;
    await navigator.clipboard.writeText(answer.url).then(
      () => setCopied(true),
      () => {
        // Without clipboard permission: select it, for the reviewer's own copy.
        document.querySelector<HTMLInputElement>('#preview-link')?.select();
      },
    );
  };

  return (
    <Dialog
      title="Preview link"
      onClose={onClose}
      actions={
        answer ? (
          <>
            <a className="button" href={answer.url} target="_blank" rel="noreferrer">
              Open
            </a>
            <button type="button" className="primary" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </>
        ) : null
      }
    >
      {refusal ? <Problems message={`No preview link: ${refusal.message}`} problems={refusal.problems} /> : null}
      {!answer && !refusal ? <p>Storing the edited config on the site…</p> : null}
      {answer ? (
        <>
          <p>
            Anyone with this link sees {path} as edited here, on the live site, until {when(answer.expiresAt)}. Search engines do not index it, and the live
            site is unchanged.
          </p>
          <label htmlFor="preview-link">Link</label>
          <input id="preview-link" className="preview-link" type="text" readOnly value={answer.url} onFocus={(e) => e.currentTarget.select()} />
        </>
      ) : null}
    </Dialog>
  );
}
