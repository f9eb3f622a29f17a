import { contentUrl } from '../../platform/hosts';
import { Icon } from '../../ui/icons';
import { LazyRichHtml as RichHtml } from '../../ui/LazyRichHtml';
import { DetailBand, ItemTitle } from './DetailBand';
import type { PropsOf } from './schema';
import type { ArticleItem } from './types';

/** A blog post or a news item: category (blogs), date, title, picture and body. */
export function ArticleDetail({ props, data }: { props: PropsOf<'blog'> | PropsOf<'news'>; data: ArticleItem }) {
  const { labels } = props;
  return (
    <article className={`detail detail-article detail-${props.kind}`}>
      <ItemTitle seo={data.seo} fallback={data.title} />
      <DetailBand crumbs={props.breadcrumbs} current={data.title} heading={data.title}>
        <p className="detail-meta">
          {props.kind === 'blog' && data.blogCategory ? (
            <span className="detail-category">
              {labels.category ? <span className="visually-hidden">{labels.category}: </span> : null}
              {data.blogCategory}
            </span>
          ) : null}
          <span className="detail-date">
            <Icon name="calendar" />
            <span className="visually-hidden">{labels.published} </span>
            {data.datePublished ? <time dateTime={data.datePublished}>{data.date}</time> : data.date}
          </span>
        </p>
      </DetailBand>
      <div className="container detail-article-body">
        <img
          className="detail-image"
          src={contentUrl(data.image)}
          alt={data.title}
          width={800}
          height={500}
          fetchPriority="high"
        />
        <RichHtml html={data.description ?? ''} />
      </div>
    </article>
  );
}
