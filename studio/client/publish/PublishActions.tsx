/** The bar's publishing buttons (Publish, History, Preview link) and the dialog each opens; how to set them up when the studio has no site. */
import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../../src/engine/types';
import type { PublishStatus } from '../../shared/publish';
import { Dialog } from './Dialog';
import { HistoryDialog } from './HistoryDialog';
import { PreviewLinkDialog } from './PreviewLinkDialog';
import { PublishDialog } from './PublishDialog';
import { publishCall } from './request';

type Open = 'publish' | 'history' | 'preview' | null;

interface Props {
  config: SiteConfig;
  /** The page being edited: the preview link shows it. */
  path: string;
  onStatus: (text: string) => void;
}

export function PublishActions({ config, path, onStatus }: Props) {
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [open, setOpen] = useState<Open>(null);
  // The config as it was when the dialog opened: later edits do not change what is being published.
  const [snapshot, setSnapshot] = useState(config);
  useEffect(() => void publishCall<PublishStatus>('status').then((r) => r.ok && setStatus(r.body)), []);

  const show = (which: Open) => {
    setSnapshot(config);
    setOpen(which);
  };
  const close = () => setOpen(null);
  const dialog = () => {
    if (!open || !status) return null;
    if (!status.configured)
      return (
        <Dialog title="Publishing is not set up" onClose={close}>
          <p>{status.hint}</p>
        </Dialog>
      );
    if (open === 'history') return <HistoryDialog site={status.site} onClose={close} onDone={onStatus} />;
    if (open === 'preview') return <PreviewLinkDialog config={snapshot} path={path} onClose={close} />;
    return <PublishDialog config={snapshot} status={status} onClose={close} onDone={onStatus} />;
  };

  return (
    <>
      <button type="button" onClick={() => show('publish')} disabled={!status}>
        Publish…
      </button>
      <button type="button" onClick={() => show('history')} disabled={!status}>
        History
      </button>
      <button type="button" onClick={() => show('preview')} disabled={!status}>
        Preview link
      </button>
      {dialog()}
    </>
  );
}
