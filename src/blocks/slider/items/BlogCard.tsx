import { SiteLink } from '../../../ui/SiteLink';
import { contentUrl } from '../../../engine/hosts';
import { ContentImage } from '../../../ui/ContentImage';
import { slideSizes } from './slideSizes';
import { Icon } from '../../../ui/icons';
import { fillLinkPattern } from '../../../ui/linkPattern';
import { altFor } from './fill';
import type { BlogItem, SlideProps } from './types';

export function BlogCard({ item, props }: SlideProps<BlogItem>) {
  return (
    <article className="slide-card">
      <ContentImage sizes={slideSizes(props, 2)} className="slide-card-image" src={contentUrl(item.image)} alt={altFor(props.imageAlt, item)} width={800} height={500} loading="lazy" decoding="async" />
      <div className="slide-card-body">
        <p className="slide-card-kicker">
          <span className="slide-card-category">{item.blogCategory}</span>
          <span className="slide-card-date">
            <Icon name="calendar" />
            {item.date}
          </span>
        </p>
        <h3 className="slide-card-title">
          <SiteLink className="card-link" to={fillLinkPattern(props.linkPattern ?? '/blogs/{slug}', item)}>
            {item.title}
          </SiteLink>
        </h3>
      </div>
    </article>
  );
}
