import type { ReactNode } from 'react';
import { useContentUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { SiteLink } from '../../ui/SiteLink';
import './detail.css';

type Crumb = { label: string; href: string };

/** What every detail view is given: its item, the texts of its page, and the breadcrumbs above its title. */
export interface DetailViewProps<Item, Labels> {
  item: Item;
  labels: Labels;
  crumbs?: readonly Crumb[];
}

/** The dark heading band every detail page opens with; `current` is the last breadcrumb. */
export function DetailBand({
  crumbs,
  current,
  heading,
  children,
}: {
  crumbs: readonly Crumb[] | undefined;
  current: string;
  heading: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="detail-band">
      <div className="container">
        {crumbs?.length ? (
          <nav aria-label="Breadcrumb" className="detail-breadcrumbs">
            <ol>
              {crumbs.map((c) => (
                <li key={c.href}>
                  <SiteLink to={c.href}>{c.label}</SiteLink>
                </li>
              ))}
              <li aria-current="page">{current}</li>
            </ol>
          </nav>
        ) : null}
        <h1 className="detail-heading">{heading}</h1>
        {children}
      </div>
    </header>
  );
}

/**
 * The item's own page title. Rendered after the route's fallback title; React 19
 * hoists both into <head> (see the block's test for which one the document shows).
 */
export function ItemTitle({ seo, fallback }: { seo: { metaTitle?: string | null } | null | undefined; fallback: string }) {
  return <DocumentTitle>{seo?.metaTitle?.trim() || fallback}</DocumentTitle>;
}

/** A label and value pair in a <dl>. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="detail-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The item's main picture: the page's largest paint, so fetched first; `sizes` from the view's layout. */
export function DetailImage({ src, alt, sizes }: { src: string; alt: string; sizes: string }) {
  const contentUrl = useContentUrl();
  return <ContentImage sizes={sizes} className="detail-image" src={contentUrl(src)} alt={alt} width={800} height={500} fetchPriority="high" />;
}
