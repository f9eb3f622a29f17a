import { contentUrl } from '../../platform/hosts';
import { Reveal } from '../../ui/Reveal';
import { LazyRichHtml as RichHtml } from '../../ui/LazyRichHtml';
import { DetailBand, Fact, ItemTitle } from './DetailBand';
import type { PropsOf } from './schema';
import type { ProjectItem } from './types';

export function ProjectDetail({ props, data }: { props: PropsOf<'project'>; data: ProjectItem }) {
  const { labels } = props;
  return (
    <article className="detail detail-project">
      <ItemTitle seo={data.seo} fallback={data.title} />
      <DetailBand crumbs={props.breadcrumbs} current={data.title} heading={data.title}>
        <p className="detail-client">
          <span className="detail-client-label">{labels.client}:</span> {data.clientName}
        </p>
      </DetailBand>
      <div className="container detail-project-summary">
        <img
          className="detail-image"
          src={contentUrl(data.image)}
          alt={data.title}
          width={800}
          height={500}
          fetchPriority="high"
        />
        <div className="detail-project-facts">
          <h2 className="detail-subheading">{labels.about}</h2>
          <p className="detail-about">{data.about}</p>
          <dl className="detail-facts">
            <Fact label={labels.projectType} value={data.projectType ?? ''} />
            <Fact label={labels.capacity} value={data.capacity ?? ''} />
            <Fact label={labels.location} value={data.location ?? ''} />
          </dl>
        </div>
      </div>
      {data.projectDetails ? (
        <Reveal className="container detail-body">
          {labels.details ? <h2 className="detail-subheading">{labels.details}</h2> : null}
          <RichHtml html={data.projectDetails} />
        </Reveal>
      ) : null}
    </article>
  );
}
