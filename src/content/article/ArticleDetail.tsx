import { Icon } from '../../ui/icons';
import { LazyRichHtml as RichHtml } from '../../ui/LazyRichHtml';
import type { BlogItem } from '../blog/schema';
import { DetailBand, DetailImage, ItemTitle, type DetailViewProps } from '../detail/DetailBand';
import type { NewsItem } from '../news/schema';
import type { ArticleDetailLabels } from './labels';

/** Blogs and news share the article view: either kind, read with the other's fields as optional. */
export type ArticleItem = (BlogItem | NewsItem) & Partial<BlogItem & NewsItem>;

/** A blog post or a news item: category (blogs), date, title, picture and body. */
export function ArticleDetail({ item: data, labels, crumbs, kind }: DetailViewProps<ArticleItem, ArticleDetailLabels> & { kind: 'blog' | 'news' }) {
  return (
    <article className={`detail detail-article detail-${kind}`}>
      <ItemTitle seo={data.seo} fallback={data.title} />
      <DetailBand crumbs={crumbs} current={data.title} heading={data.title}>
        <p className="detail-meta">
          {kind === 'blog' && data.blogCategory ? (
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
        {/* detail.css: the body's 52rem measure, or the container's width on a narrower screen. */}
        <DetailImage src={data.image} alt={data.title} sizes="(min-width: 872px) 832px, calc(100vw - 40px)" />
        <RichHtml html={data.description ?? ''} />
      </div>
    </article>
  );
}
