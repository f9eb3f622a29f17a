import { useContentUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import { Icon } from '../../ui/icons';
import type { LeaderItem } from './schema';
import '../card/cards.css';

export interface LeaderCardProps {
  item: LeaderItem;
  titleTag: 'h2' | 'h3';
  /** `sizes` of the photo, from the grid that places the card. */
  sizes: string;
  /** Accessible name of the LinkedIn link. */
  linkedInLabel: string;
}

/** A member of the leadership: photo, name, designation, description and LinkedIn link. */
export function LeaderCard({ item, titleTag: Title, sizes, linkedInLabel }: LeaderCardProps) {
  const contentUrl = useContentUrl();
  return (
    <article className="card-surface card-list-card leader-card">
      <ContentImage
        sizes={sizes}
        className="leader-card-photo"
        src={contentUrl(item.image)}
        alt={item.name}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className="card-list-card-body">
        <Title className="card-list-card-title">{item.name}</Title>
        <p className="leader-card-designation">{item.designation}</p>
        <p className="card-list-card-text">{item.description}</p>
        {item.linkedIn ? (
          <a className="leader-card-linkedin" href={item.linkedIn} target="_blank" rel="noopener noreferrer" aria-label={linkedInLabel}>
            <Icon name="linkedin" />
          </a>
        ) : null}
      </div>
    </article>
  );
}
