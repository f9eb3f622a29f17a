import type { ReactNode } from 'react';
import { useContentUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import { Icon, type IconName } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import './cards.css';

/**
 * A content card's two looks: a tile in a paginated grid ('list') and a slide in a
 * carousel ('slide'). One markup, one stylesheet (cards.css); the look names the classes.
 */
export type CardLook = 'list' | 'slide';

const classes = {
  list: {
    card: 'list-card',
    media: 'list-card-media',
    image: undefined,
    body: 'list-card-body',
    title: 'list-card-title',
    link: 'list-card-link',
    line: 'list-card-meta',
    kicker: 'list-card-eyebrow',
    category: 'list-card-category',
    date: 'list-card-date',
    text: 'list-card-text',
  },
  slide: {
    card: 'slide-card',
    media: 'slide-card-media',
    image: 'slide-card-image',
    body: 'slide-card-body',
    title: 'slide-card-title',
    link: 'card-link',
    line: 'slide-card-meta',
    kicker: 'slide-card-kicker',
    category: 'slide-card-category',
    date: 'slide-card-date',
    text: 'slide-card-text',
  },
} as const;

export interface CardProps<T> {
  item: T;
  /** Where the card leads (its title's link covers the whole card). */
  href: string;
  look: CardLook;
  /** The picture's alt text; '' for decoration (the title names the card). */
  alt: string;
  /** The picture's rendered width by viewport (the layout knows it), for the browser's pick from its srcset. */
  sizes: string;
  titleTag?: 'h2' | 'h3';
  /** The first cards are in the first screenful: load their pictures at once (they are often the LCP). */
  priority?: boolean;
}

interface FrameProps {
  look: CardLook;
  kind: string;
  image: string;
  alt: string;
  sizes: string;
  priority?: boolean | undefined;
  children: ReactNode;
}

// Pictures from the content host are 800×500; width/height reserve the box before they arrive.
export function CardFrame({ look, kind, image, alt, sizes, priority, children }: FrameProps) {
  const contentUrl = useContentUrl();
  const c = classes[look];
  return (
    <article className={`card-surface ${c.card} ${kind}-card`}>
      <div className={c.media}>
        <ContentImage
          sizes={sizes}
          className={c.image}
          src={contentUrl(image)}
          alt={alt}
          width={800}
          height={500}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </div>
      <div className={c.body}>{children}</div>
    </article>
  );
}

export function CardTitle({ look, tag: Tag = 'h3', href, text }: { look: CardLook; tag?: 'h2' | 'h3' | undefined; href: string; text: string }) {
  const c = classes[look];
  return (
    <Tag className={c.title}>
      <SiteLink to={href} className={`cover-link ${c.link}`}>
        {text}
      </SiteLink>
    </Tag>
  );
}

/** A line of small print: the client, or the category and date. */
export function CardLine({ look, kicker, children }: { look: CardLook; kicker?: boolean; children: ReactNode }) {
  const c = classes[look];
  return <p className={kicker ? c.kicker : c.line}>{children}</p>;
}

export function CardCategory({ look, name }: { look: CardLook; name: string }) {
  return <span className={classes[look].category}>{name}</span>;
}

export function CardDate({ look, date }: { look: CardLook; date: string }) {
  return (
    <span className={classes[look].date}>
      <Icon name="calendar" />
      {date}
    </span>
  );
}

export function CardMeta({ look, icon, text }: { look: CardLook; icon: IconName; text: string }) {
  return (
    <CardLine look={look}>
      <Icon name={icon} />
      <span>{text}</span>
    </CardLine>
  );
}

export function CardText({ look, text }: { look: CardLook; text: string }) {
  return <p className={classes[look].text}>{text}</p>;
}
