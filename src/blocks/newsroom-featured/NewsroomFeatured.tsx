import { NewsFeature } from '../../content/news/NewsFeature';
import type { NewsItem } from '../../content/news/schema';
import type { BlockComponentProps } from '../../engine/types';
import { fillLinkPattern } from '../../ui/linkPattern';
import { Reveal } from '../../ui/Reveal';
import type { NewsroomFeaturedProps } from './schema';
import './newsroom-featured.css';

export default function NewsroomFeatured({ props, data }: BlockComponentProps<NewsroomFeaturedProps, NewsItem[]>) {
  const [first, ...rest] = data;
  if (!first) return null;
  const titleTag = props.heading ? 'h3' : 'h2';
  const link = (item: NewsItem) => fillLinkPattern(props.linkPattern, item);
  return (
    <section className="newsroom-featured">
      <div className="container">
        {props.heading ? <h2 className="newsroom-featured-heading">{props.heading}</h2> : null}
        <div className="newsroom-featured-grid">
          <NewsFeature look="main" item={first} href={link(first)} titleTag={titleTag} />
          <ul className="newsroom-featured-side">
            {rest.slice(0, props.secondaryCount ?? 3).map((item, i) => (
              <Reveal as="li" key={item.id} delayMs={i * 120}>
                <NewsFeature look="side" item={item} href={link(item)} titleTag={titleTag} />
              </Reveal>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
