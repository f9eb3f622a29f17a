import type { ListData } from '../../data/source';
import type { BlockComponentProps } from '../../engine/types';
import { Reveal } from '../../ui/Reveal';
import { DocumentRow } from '../../content/document/DocumentRow';
import type { DocumentListProps } from './schema';
import './document-list.css';
import type { DocumentItem } from '../../content/document/schema';

export type { DocumentItem };

export default function DocumentList({ props, data }: BlockComponentProps<DocumentListProps, ListData<DocumentItem> | undefined>) {
  const docs: DocumentItem[] = data?.items ?? props.items ?? [];
  const titleTag = props.heading ? 'h3' : 'h2';
  return (
    <Reveal as="section" className="list-section document-list">
      <div className="container">
        {props.heading ? <h2 className="list-section-heading document-list-heading">{props.heading}</h2> : null}
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
