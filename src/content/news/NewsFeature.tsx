import { useContentUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import { Icon } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import type { NewsItem } from './schema';
import './news-feature.css';

export interface NewsFeatureProps {
  item: NewsItem;
  /** main: the newest item, big picture and summary, above the fold (its picture loads first); side: a line beside it. */
  look: 'main' | 'side';
  href: string;
  titleTag: 'h2' | 'h3';
}

/** A news item featured on the newsroom: picture, date and title linking to its page (and its summary, when main). */
export function NewsFeature({ item, look, href, titleTag: Title }: NewsFeatureProps) {
  const contentUrl = useContentUrl();
  const main = look === 'main';
  return (
    <article className={`news-feature news-feature-${look}`}>
      <div className="news-feature-media">
        {main ? (
          <ContentImage
            sizes="(min-width: 1240px) 691px, (min-width: 901px) calc(59.18vw - 42.61px), calc(100vw - 42px)"
            src={contentUrl(item.image)}
            alt={item.title}
            width={800}
            height={500}
            fetchPriority="high"
          />
        ) : (
          <ContentImage
            sizes="(max-width: 600px) 110px, 150px"
            src={contentUrl(item.image)}
            alt={item.title}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className="news-feature-body">
        <p className="news-feature-date">
          <Icon name="calendar" />
          {item.date}
        </p>
        <Title className="news-feature-title">
          <SiteLink to={href} className="cover-link news-feature-link">
            {item.title}
          </SiteLink>
        </Title>
        {main ? <p className="news-feature-text">{item.shortDescription}</p> : null}
      </div>
    </article>
  );
}
