import { useState } from 'react';
import { useContentUrl } from '../../ui/hosts';
import { Icon } from '../../ui/icons';
import { fileNameFor, saveFile } from './saveFile';
import type { DocumentItem } from './schema';
import './document.css';

const nameOf = (d: DocumentItem) => d.name ?? d.title ?? '';

/** A document: its name, a link that opens it and a button that saves it under its own name. */
export function DocumentRow({ doc, labels, titleTag: Title }: { doc: DocumentItem; labels: { view: string; download: string }; titleTag: 'h2' | 'h3' }) {
  const contentUrl = useContentUrl();
  const [saving, setSaving] = useState(false);
  const name = nameOf(doc);
  const url = contentUrl(doc.fileUrl);
  const download = () => {
    setSaving(true);
    saveFile(url, fileNameFor(name, doc.fileUrl))
      // A failed download is only logged: the visitor can press again (docs/behaviour.md, "Failures").
      .catch((e: unknown) => console.error('Document download failed', e))
      .finally(() => setSaving(false));
  };
  return (
    <div className="document-row">
      <Icon name="document" className="icon document-row-icon" />
      <Title className="document-row-name">{name}</Title>
      <div className="document-row-actions">
        <a className="button button-outline document-row-view" href={url} target="_blank" rel="noopener noreferrer">
          {labels.view}
          <span className="visually-hidden"> {name}</span>
        </a>
        <button type="button" className="button document-row-download" onClick={download} disabled={saving} aria-busy={saving || undefined}>
          <Icon name="download" />
          {labels.download}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </div>
  );
}
