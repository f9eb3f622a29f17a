import { Reveal } from '../../ui/Reveal';
import { LazyRichHtml as RichHtml } from '../../ui/LazyRichHtml';
import { DetailBand, DetailImage, Fact, ItemTitle, type DetailViewProps } from '../detail/DetailBand';
import type { ProjectDetailLabels } from './labels';
import type { ProjectItem } from './schema';

/** A project's page: client, picture, facts (type, capacity, location) and the rich project details. */
export function ProjectDetail({ item: data, labels, crumbs }: DetailViewProps<ProjectItem, ProjectDetailLabels>) {
  return (
    <article className="detail detail-project">
      <ItemTitle seo={data.seo} fallback={data.title} />
      <DetailBand crumbs={crumbs} current={data.title} heading={data.title}>
        <p className="detail-client">
          <span className="detail-client-label">{labels.client}:</span> {data.clientName}
        </p>
      </DetailBand>
      <div className="container detail-project-summary">
        {/* detail.css: beside the facts (1.1fr of 1.1fr + 1fr, 2rem apart) from 900 px, the container's width below. */}
        <DetailImage src={data.image} alt={data.title} sizes="(min-width: 1240px) 612px, (min-width: 900px) calc(52.38vw - 37.71px), calc(100vw - 40px)" />
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
