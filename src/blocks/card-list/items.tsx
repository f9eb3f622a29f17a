import type { ComponentType } from 'react';
import { SiteLink } from '../../ui/SiteLink';
import { contentUrl } from '../../platform/hosts';
import { Icon } from '../../ui/icons';
import { fillLinkPattern } from '../../ui/linkPattern';
import type { CardListLabels } from './schema';
import type { LeaderItem as Leader } from '../../content/leader/schema';
import type { CertificateItem as Certificate } from '../../content/certificate/schema';
import type { CareerItem as Career } from '../../content/career/schema';

export type { Career, Certificate, Leader };

export interface ItemProps<T> {
  item: T;
  labels: CardListLabels;
  titleTag: 'h2' | 'h3';
  linkPattern: string | undefined;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export function LeaderCard({ item, labels, titleTag: Title }: ItemProps<Leader>) {
  return (
    <article className="card-surface card-list-card leader-card">
      <img className="leader-card-photo" src={contentUrl(item.image)} alt={item.name} width={400} height={400} loading="lazy" decoding="async" />
      <div className="card-list-card-body">
        <Title className="card-list-card-title">{item.name}</Title>
        <p className="leader-card-designation">{item.designation}</p>
        <p className="card-list-card-text">{item.description}</p>
        {item.linkedIn ? (
          <a
            className="leader-card-linkedin"
            href={item.linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(labels.linkedIn ?? 'LinkedIn profile of {name}', { name: item.name })}
          >
            <Icon name="linkedin" />
          </a>
        ) : null}
      </div>
    </article>
  );
}

export function CertificateCard({ item, labels, titleTag: Title }: ItemProps<Certificate>) {
  return (
    <article className="card-surface card-list-card certificate-card">
      <div className="certificate-card-media">
        <img src={contentUrl(item.image)} alt={item.title} width={600} height={420} loading="lazy" decoding="async" />
      </div>
      <div className="card-list-card-body">
        <Title className="card-list-card-title">{item.title}</Title>
        <a className="button button-outline certificate-card-link" href={contentUrl(item.fileUrl)} target="_blank" rel="noopener noreferrer">
          {labels.viewCertificate ?? 'View certificate'}
          <span className="visually-hidden">: {item.title}</span>
        </a>
      </div>
    </article>
  );
}

export function CareerRow({ item, labels, titleTag: Title, linkPattern }: ItemProps<Career>) {
  const href = fillLinkPattern(linkPattern ?? '/careers/{slug}', item);
  return (
    <article className="career-row">
      <Title className="career-row-post">
        <SiteLink to={href} className="cover-link career-row-link">
          {item.post}
        </SiteLink>
      </Title>
      <dl className="career-row-facts">
        <div>
          <dt>{labels.qualification ?? 'Qualification'}</dt>
          <dd>{item.qualification}</dd>
        </div>
        <div>
          <dt>{labels.location ?? 'Location'}</dt>
          <dd>{item.location}</dd>
        </div>
        <div>
          <dt>{labels.experience ?? 'Experience'}</dt>
          <dd>{item.yoe}</dd>
        </div>
      </dl>
      {labels.viewJob ? (
        <span className="career-row-cta" aria-hidden="true">
          {labels.viewJob}
          <Icon name="arrowRight" />
        </span>
      ) : null}
    </article>
  );
}

/** kind (from config) → how one item shows and how the list is laid out. */
export const itemsByKind: Record<'leader' | 'certificate' | 'career', { Item: ComponentType<ItemProps<never>>; layout: 'grid' | 'rows' }> = {
  leader: { Item: LeaderCard, layout: 'grid' },
  certificate: { Item: CertificateCard, layout: 'grid' },
  career: { Item: CareerRow, layout: 'rows' },
};
