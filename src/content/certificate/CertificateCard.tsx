import { useContentUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import type { CertificateItem } from './schema';
import '../card/cards.css';

export interface CertificateCardProps {
  item: CertificateItem;
  titleTag: 'h2' | 'h3';
  /** `sizes` of the picture, from the grid that places the card. */
  sizes: string;
  /** The link's visible text; the certificate's title follows it for screen readers. */
  linkLabel: string;
}

/** A certificate: its picture, title and a link that opens the file. */
export function CertificateCard({ item, titleTag: Title, sizes, linkLabel }: CertificateCardProps) {
  const contentUrl = useContentUrl();
  return (
    <article className="card-surface card-list-card certificate-card">
      <div className="certificate-card-media">
        <ContentImage sizes={sizes} src={contentUrl(item.image)} alt={item.title} width={600} height={420} loading="lazy" decoding="async" />
      </div>
      <div className="card-list-card-body">
        <Title className="card-list-card-title">{item.title}</Title>
        <a className="button button-outline certificate-card-link" href={contentUrl(item.fileUrl)} target="_blank" rel="noopener noreferrer">
          {linkLabel}
          <span className="visually-hidden">: {item.title}</span>
        </a>
      </div>
    </article>
  );
}
