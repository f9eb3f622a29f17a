import type { ComponentType } from 'react';
import { CareerRow } from '../../content/career/CareerRow';
import type { CareerItem } from '../../content/career/schema';
import { CertificateCard } from '../../content/certificate/CertificateCard';
import type { CertificateItem } from '../../content/certificate/schema';
import { LeaderCard } from '../../content/leader/LeaderCard';
import type { LeaderItem } from '../../content/leader/schema';
import { CARD_GRID_SIZES } from '../../ui/responsiveImage';
import { fillLinkPattern, fillTextPattern } from '../../ui/linkPattern';
import type { ShownItemsBy } from '../../content/items';
import type { CardListLabels, schema } from './schema';

export interface ItemProps<T> {
  item: T;
  labels: CardListLabels;
  titleTag: 'h2' | 'h3';
  linkPattern: string | undefined;
}

// Each kind's view from src/content, given the list's labels (with the spec's defaults) and the grid's picture sizes.
const Leader = ({ item, labels, titleTag }: ItemProps<LeaderItem>) => (
  <LeaderCard item={item} titleTag={titleTag} sizes={CARD_GRID_SIZES} linkedInLabel={fillTextPattern(labels.linkedIn ?? 'LinkedIn profile of {name}', item)} />
);

const Certificate = ({ item, labels, titleTag }: ItemProps<CertificateItem>) => (
  <CertificateCard item={item} titleTag={titleTag} sizes={CARD_GRID_SIZES} linkLabel={labels.viewCertificate ?? 'View certificate'} />
);

const Career = ({ item, labels, titleTag, linkPattern }: ItemProps<CareerItem>) => (
  <CareerRow
    item={item}
    titleTag={titleTag}
    href={fillLinkPattern(linkPattern ?? '/careers/{slug}', item)}
    labels={{ qualification: labels.qualification ?? 'Qualification', location: labels.location ?? 'Location', experience: labels.experience ?? 'Experience' }}
    cta={labels.viewJob}
  />
);

/** kind (from config) → the item it lists, from the schema's x-content-kind. */
export type ListedItems = ShownItemsBy<typeof schema>;
export type ListKind = keyof ListedItems;

/** kind (from config) → how one item shows and how the list is laid out. */
export const itemsByKind: { [K in ListKind]: { Item: ComponentType<ItemProps<ListedItems[K]>>; layout: 'grid' | 'rows' } } = {
  leader: { Item: Leader, layout: 'grid' },
  certificate: { Item: Certificate, layout: 'grid' },
  career: { Item: Career, layout: 'rows' },
};
