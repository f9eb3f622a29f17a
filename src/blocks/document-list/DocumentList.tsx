import { useState } from 'react';
import type { ListData } from '../../data/source';
import { contentUrl } from '../../platform/hosts';
import type { BlockComponentProps } from '../../engine/types';
import { Icon } from '../../ui/icons';
import { Reveal } from '../../ui/Reveal';
import { fileNameFor, saveFile } from './saveFile';
import type { DocumentListProps } from './schema';
import './document-list.css';
import type { DocumentItem } from '../../content/document/schema';

export type { DocumentItem };

const nameOf = (d: DocumentItem) => d.name ?? d.title ?? '';

function DocumentRow({ doc, labels, titleTag: Title }: { doc: DocumentItem; labels: DocumentListProps['labels']; titleTag: 'h2' | 'h3' }) {
  const [saving, setSaving] = useState(false);
  const name = nameOf(doc);
  const url = contentUrl(doc.fileUrl);
  const download = () => {
    setSaving(true);
    saveFile(url, fileNameFor(name, doc.fileUrl))
      // Spec §8: a failed download is only logged.
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

export default function DocumentList({ props, data }: BlockComponentProps<DocumentListProps, ListData<DocumentItem> | undefined>) {
  const docs: DocumentItem[] = data?.items ?? props.items ?? [];
  const titleTag = props.heading ? 'h3' : 'h2';
  return (
    <Reveal as="section" className="document-list">
      <div className="container">
        {props.heading ? <h2 className="document-list-heading">{props.heading}</h2> : null}
        <ul className="document-list-rows">
          {docs.map((doc) => (
            <li key={doc.id}>
              <DocumentRow doc={doc} labels={props.labels} titleTag={titleTag} />
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
