import { SiteLink } from '../../ui/SiteLink';
import { contentUrl } from '../../platform/hosts';
import type { BlockComponentProps } from '../../engine/types';
import { Icon } from '../../ui/icons';
import { fillLinkPattern } from '../../ui/linkPattern';
import { Reveal } from '../../ui/Reveal';
import type { NewsroomFeaturedProps } from './schema';
import './newsroom-featured.css';
import type { NewsItem } from '../../content/news/schema';

type TitleTag = 'h2' | 'h3';

function NewsDate({ date }: { date: string }) {
  return (
    <p className="news-feature-date">
      <Icon name="calendar" />
      {date}
    </p>
  );
}

/** The newest item: big picture, title and summary. Above the fold, so its image loads eagerly. */
function FeaturedNews({ item, href, titleTag: Title }: { item: NewsItem; href: string; titleTag: TitleTag }) {
  return (
    <article className="news-feature news-feature-main">
      <div className="news-feature-media">
        <img src={contentUrl(item.image)} alt={item.title} width={800} height={500} fetchPriority="high" />
      </div>
      <div className="news-feature-body">
        <NewsDate date={item.date} />
        <Title className="news-feature-title">
          <SiteLink to={href} className="cover-link news-feature-link">
            {item.title}
          </SiteLink>
        </Title>
        <p className="news-feature-text">{item.shortDescription}</p>
      </div>
    </article>
  );
}

function SecondaryNews({ item, href, titleTag: Title }: { item: NewsItem; href: string; titleTag: TitleTag }) {
  return (
    <article className="news-feature news-feature-side">
      <div className="news-feature-media">
        <img src={contentUrl(item.image)} alt={item.title} width={800} height={500} loading="lazy" decoding="async" />
      </div>
      <div className="news-feature-body">
        <NewsDate date={item.date} />
        <Title className="news-feature-title">
          <SiteLink to={href} className="cover-link news-feature-link">
            {item.title}
          </SiteLink>
        </Title>
      </div>
    </article>
  );
}

export default function NewsroomFeatured({ props, data }: BlockComponentProps<NewsroomFeaturedProps, NewsItem[]>) {
  const [first, ...rest] = data;
  if (!first) return null;
  const titleTag: TitleTag = props.heading ? 'h3' : 'h2';
  const link = (item: NewsItem) => fillLinkPattern(props.linkPattern, item);
  return (
    <section className="newsroom-featured">
      <div className="container">
        {props.heading ? <h2 className="newsroom-featured-heading">{props.heading}</h2> : null}
        <div className="newsroom-featured-grid">
          <FeaturedNews item={first} href={link(first)} titleTag={titleTag} />
          <ul className="newsroom-featured-side">
            {rest.slice(0, props.secondaryCount ?? 3).map((item, i) => (
              <Reveal as="li" key={item.id} delayMs={i * 120}>
                <SecondaryNews item={item} href={link(item)} titleTag={titleTag} />
              </Reveal>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
