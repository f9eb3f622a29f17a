import { SiteLink } from '../../../ui/SiteLink';
import { contentUrl } from '../../../engine/hosts';
import { ContentImage } from '../../../ui/ContentImage';
import { slideSizes } from './slideSizes';
import { Icon } from '../../../ui/icons';
import { fillLinkPattern } from '../../../ui/linkPattern';
import { altFor } from './fill';
import type { ProjectItem, SlideProps } from './types';

export function ProjectCard({ item, props }: SlideProps<ProjectItem>) {
  return (
    <article className="slide-card">
      <ContentImage sizes={slideSizes(props, 2)} className="slide-card-image" src={contentUrl(item.image)} alt={altFor(props.imageAlt, item)} width={800} height={500} loading="lazy" decoding="async" />
      <div className="slide-card-body">
        <h3 className="slide-card-title">
          {/* The link covers the whole card (see .card-link::after); its name is the title alone. */}
          <SiteLink className="card-link" to={fillLinkPattern(props.linkPattern ?? '/projects/{slug}', item)}>
            {item.title}
          </SiteLink>
        </h3>
        <p className="slide-card-meta">
          <Icon name="building" />
          <span>{item.clientName}</span>
        </p>
      </div>
    </article>
  );
}
