import { Icon } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import type { CareerItem } from './schema';
import './career.css';

export interface CareerRowProps {
  item: CareerItem;
  titleTag: 'h2' | 'h3';
  /** The job's own page; the post's title link covers the row. */
  href: string;
  labels: { qualification: string; location: string; experience: string };
  /** A visible call to action at the row's end (the row itself is the link). */
  cta?: string;
}

/** A job opening: its post, linking to its page, and its qualification, location and experience. */
export function CareerRow({ item, titleTag: Title, href, labels, cta }: CareerRowProps) {
  return (
    <article className="career-row">
      <Title className="career-row-post">
        <SiteLink to={href} className="cover-link career-row-link">
          {item.post}
        </SiteLink>
      </Title>
      <dl className="career-row-facts">
        <div>
          <dt>{labels.qualification}</dt>
          <dd>{item.qualification}</dd>
        </div>
        <div>
          <dt>{labels.location}</dt>
          <dd>{item.location}</dd>
        </div>
        <div>
          <dt>{labels.experience}</dt>
          <dd>{item.yoe}</dd>
        </div>
      </dl>
      {cta ? (
        <span className="career-row-cta" aria-hidden="true">
          {cta}
          <Icon name="arrowRight" />
        </span>
      ) : null}
    </article>
  );
}
