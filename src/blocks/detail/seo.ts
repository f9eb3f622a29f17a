/**
 * What a detail page's head says about its item: title, description, keywords,
 * picture, and its schema.org JSON-LD (Article, NewsArticle, JobPosting). Loaded by
 * the server renderer only, never by the browser.
 */
import type { BlockSeo, PageSeo, SeoContext } from '../../engine/types';
import { organization } from '../../seo/schemaOrg';
import { clip, isoDay, plainText } from '../../seo/text';
import type { DetailKind, DetailProps } from './schema';
import type { ArticleItem, CareerItem, ItemOf, PerKind, ProjectItem, PropsOf, Seo } from './types';

const filled = (value: string | null | undefined) => value?.trim() || undefined;

/** The head's fields every kind shares: the item's own SEO texts first, else its title and a clipped summary. */
function basics(seo: Seo | null | undefined, title: string, summary: string): Pick<PageSeo, 'title' | 'description' | 'keywords'> {
  const keywords = filled(seo?.metaKeywords);
  return {
    title: filled(seo?.metaTitle) ?? title,
    description: filled(seo?.metaDescription) ?? (clip(plainText(summary)) || undefined),
    ...(keywords ? { keywords } : {}),
  };
}

function article(kind: 'blog' | 'news', item: ArticleItem, ctx: SeoContext): PageSeo {
  const image = ctx.contentUrl(item.image);
  const head = basics(item.seo, item.title, item.excerpt || item.shortDescription || item.description || '');
  const company = organization(ctx.site, ctx.siteUrl);
  const published = isoDay(item.datePublished);
  return {
    ...head,
    image,
    imageAlt: item.title,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': kind === 'news' ? 'NewsArticle' : 'Article',
        headline: item.title,
        ...(head.description ? { description: head.description } : {}),
        image: [image],
        ...(published ? { datePublished: published } : {}),
        ...(kind === 'blog' && item.blogCategory ? { articleSection: item.blogCategory } : {}),
        mainEntityOfPage: { '@type': 'WebPage', '@id': ctx.url },
        author: company,
        publisher: company,
      },
    ],
  };
}

let countries: Map<string, string> | undefined;

/** "oman" → "OM", from the runtime's own region names (English), plus the usual short forms. */
function countryCode(name: string): string | undefined {
  if (!countries) {
    countries = new Map([
      ['uae', 'AE'],
      ['uk', 'GB'],
      ['usa', 'US'],
    ]);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const region = names.of(code);
        if (region) countries.set(region.toLowerCase(), code);
      }
    }
  }
  return countries.get(name.trim().toLowerCase());
}

/**
 * "Jhansi, Uttar Pradesh" → Jhansi, Uttar Pradesh, IN; "Muscat, Oman" → Muscat, OM.
 * The openings are in India unless the location ends with another country's name.
 */
export function postalAddress(location: string): Record<string, string> {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? countryCode(parts[parts.length - 1]!) : undefined;
  if (country) parts.pop();
  const [locality, ...region] = parts;
  return {
    '@type': 'PostalAddress',
    ...(locality ? { addressLocality: locality } : {}),
    ...(region.length ? { addressRegion: region.join(', ') } : {}),
    addressCountry: country ?? 'IN',
  };
}

const EMPLOYMENT_TYPES = new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']);

/** "Full time", "full-time", "FULL_TIME" → "FULL_TIME"; anything schema.org does not name → undefined. */
function employmentType(value: string | null | undefined): string | undefined {
  const key = value
    ?.trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const known = key === 'CONTRACT' ? 'CONTRACTOR' : key === 'INTERNSHIP' ? 'INTERN' : key;
  return known && EMPLOYMENT_TYPES.has(known) ? known : undefined;
}

function job(item: CareerItem, ctx: SeoContext): PageSeo {
  const posted = isoDay(item.datePublished);
  const type = employmentType(item.employmentType);
  // No picture of its own: the head falls back to the site's.
  return {
    ...basics(item.seo, item.post, item.details ?? ''),
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: item.post,
        // schema.org and search engines take the job description as HTML.
        description: item.details,
        ...(posted ? { datePosted: posted } : {}),
        ...(type ? { employmentType: type } : {}),
        hiringOrganization: { ...organization(ctx.site, ctx.siteUrl), sameAs: ctx.siteUrl },
        jobLocation: { '@type': 'Place', address: postalAddress(item.location) },
        ...(filled(item.qualification) ? { educationRequirements: item.qualification } : {}),
        ...(filled(item.yoe) ? { experienceRequirements: item.yoe } : {}),
        ...(item.keySkills?.length ? { skills: item.keySkills.join(', ') } : {}),
        url: ctx.url,
      },
    ],
  };
}

function project(item: ProjectItem, ctx: SeoContext): PageSeo {
  return {
    ...basics(item.seo, item.title, item.about || item.projectDetails || ''),
    image: ctx.contentUrl(item.image),
    imageAlt: item.title,
    ogType: 'website',
  };
}

/** The head of each kind, from its item. */
const heads = (ctx: SeoContext): PerKind<PageSeo> => ({
  project: (_, item) => project(item, ctx),
  job: (_, item) => job(item, ctx),
  blog: (_, item) => article('blog', item, ctx),
  news: (_, item) => article('news', item, ctx),
});

const head = <K extends DetailKind>(kind: K, props: PropsOf<K>, item: ItemOf[K], ctx: SeoContext) => heads(ctx)[kind](props, item);

const detailSeo: BlockSeo<DetailProps, ItemOf[DetailKind]> = (props, data, ctx) => head(props.kind, props, data, ctx);

export default detailSeo;
