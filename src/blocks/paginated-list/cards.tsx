import type { ComponentType } from 'react';
import { SiteLink } from '../../ui/SiteLink';
import { contentUrl } from '../../engine/hosts';
import { Icon } from '../../ui/icons';
import { ContentImage } from '../../ui/ContentImage';
import { columnSizes } from '../../ui/responsiveImage';

export interface ProjectItem {
  id: number;
  slug: string;
  image: string;
  title: string;
  clientName: string;
}
export interface BlogItem {
  id: number;
  slug: string;
  image: string;
  blogCategory: string;
  date: string;
  title: string;
}
export interface NewsItem {
  id: number;
  slug: string;
  image: string;
  date: string;
  title: string;
  shortDescription: string;
}

export type CardItem = { id: number; slug: string };
export type TitleTag = 'h2' | 'h3';
export interface CardProps<T> {
  item: T;
  href: string;
  titleTag: TitleTag;
  /** The first cards are in the first screenful: load their pictures at once (they are often the LCP). */
  priority?: boolean;
}

// Images from the seed are 800×500; width/height reserve the box before they arrive.
// The card grid (paginated-list.css): 3 columns from 1025 px, 2 from 601, 1 below; 28 px gaps; 1 px borders.
const CARD_SIZES = columnSizes([{ minViewport: 1025, columns: 3, gap: 28 }, { minViewport: 601, columns: 2, gap: 28 }, { minViewport: 0, columns: 1, gap: 28 }], 2);
function CardImage({ src, alt, priority }: { src: string; alt: string; priority?: boolean | undefined }) {
  return (
    <div className="list-card-media">
      <ContentImage
        sizes={CARD_SIZES}
        src={contentUrl(src)}
        alt={alt}
        width={800}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </div>
  );
}

/** The title link stretches over the whole card (CSS), so the card is one target with a short name. */
function CardTitle({ tag: Tag, href, text }: { tag: TitleTag; href: string; text: string }) {
  return (
    <Tag className="list-card-title">
      <SiteLink to={href} className="list-card-link">
        {text}
      </SiteLink>
    </Tag>
  );
}

export function ProjectCard({ item, href, titleTag, priority }: CardProps<ProjectItem>) {
  return (
    <article className="list-card project-card">
      <CardImage src={item.image} alt={item.title} priority={priority} />
      <div className="list-card-body">
        <CardTitle tag={titleTag} href={href} text={item.title} />
        <p className="list-card-meta">{item.clientName}</p>
      </div>
    </article>
  );
}

export function BlogCard({ item, href, titleTag, priority }: CardProps<BlogItem>) {
  return (
    <article className="list-card blog-card">
      <CardImage src={item.image} alt={item.title} priority={priority} />
      <div className="list-card-body">
        <p className="list-card-eyebrow">
          <span className="list-card-category">{item.blogCategory}</span>
          <span className="list-card-date">
            <Icon name="calendar" />
            {item.date}
          </span>
        </p>
        <CardTitle tag={titleTag} href={href} text={item.title} />
      </div>
    </article>
  );
}

export function NewsCard({ item, href, titleTag, priority }: CardProps<NewsItem>) {
  return (
    <article className="list-card news-card">
      <CardImage src={item.image} alt={item.title} priority={priority} />
      <div className="list-card-body">
        <p className="list-card-date">
          <Icon name="calendar" />
          {item.date}
        </p>
        <CardTitle tag={titleTag} href={href} text={item.title} />
        <p className="list-card-text">{item.shortDescription}</p>
      </div>
    </article>
  );
}

/** kind (from config) → the card that shows it. */
export const cardsByKind: Record<'project' | 'blog' | 'news', ComponentType<CardProps<never>>> = {
  project: ProjectCard,
  blog: BlogCard,
  news: NewsCard,
};
