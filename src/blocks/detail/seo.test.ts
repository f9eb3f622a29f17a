// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SeoContext, SiteInfo } from '../../engine/types';
import detail from '.';
import detailSeo, { postalAddress } from './seo';
import type { DetailProps } from './schema';
import type { ArticleItem, CareerItem, ProjectItem } from './types';
import { clip, plainText } from '../../seo/text';

const site = {
  brand: 'Voltline',
  productName: 'Voltline Power Systems',
  logo: { src: '/logo.svg', alt: 'Voltline Power Systems' },
} as SiteInfo;

const ctx = (path: string): SeoContext => ({
  url: `https://www.voltline.example${path}`,
  siteUrl: 'https://www.voltline.example',
  site,
  contentUrl: (p) => `https://content.example${p}`,
});

const props = {
  project: { kind: 'project', labels: { client: 'C', about: 'A', projectType: 'T', capacity: 'Cap', location: 'L' } },
  job: { kind: 'job', applyTarget: 'apply', labels: { hiring: 'H', experience: 'E', qualification: 'Q', location: 'L', keySkills: 'K', apply: 'A' } },
  blog: { kind: 'blog', labels: { published: 'Published on' } },
  news: { kind: 'news', labels: { published: 'Published on' } },
} satisfies Record<string, DetailProps>;

const project: ProjectItem = {
  id: 1,
  slug: 'line-jhansi',
  image: '/images/projects/p01.png',
  title: '765 kV Transmission Line, Jhansi',
  clientName: 'Uttar Vidyut',
  about: 'Design, supply and erection of a 765 kV single-circuit line.',
  projectType: 'Transmission Line',
  capacity: '765 kV',
  location: 'Jhansi, Uttar Pradesh',
  projectDetails: '<p>Scope</p>',
  datePublished: '2026-01-10',
  seo: { metaTitle: '765 kV Line | Voltline Power Systems', metaDescription: 'A 765 kV line.', metaKeywords: 'Transmission, 765 kV' },
};

const job: CareerItem = {
  id: 2,
  slug: 'project-manager',
  post: 'Project Manager – Transmission Lines',
  qualification: 'B.E./B.Tech (Electrical/Civil)',
  yoe: '12-15 years',
  location: 'Jhansi, Uttar Pradesh',
  keySkills: ['Project planning', 'Primavera P6'],
  details: '<h2>About the role</h2>\n<p>Lead a 400&nbsp;kV line from <strong>tender</strong> to handover &amp; beyond.</p>',
  datePublished: '2026-02-03T09:30:00Z',
  seo: null,
};

const blog: ArticleItem = {
  id: 3,
  slug: 'gis-vs-ais',
  image: '/images/blogs/b07.png',
  title: 'GIS vs AIS: Picking the Right Substation Technology',
  date: '12 Mar 2026',
  datePublished: '2026-03-12',
  blogCategory: 'Substations',
  description: '<p>Body</p>',
  seo: { metaTitle: '', metaDescription: '  ', metaKeywords: null },
};

describe("the detail block's seo hook", () => {
  it('is registered on the block and loads', async () => {
    expect((await detail.seo!()).default).toBe(detailSeo);
  });

  it("project: the item's SEO texts, its picture, a website", () => {
    expect(detailSeo(props.project, project, ctx('/projects/line-jhansi'))).toEqual({
      title: '765 kV Line | Voltline Power Systems',
      description: 'A 765 kV line.',
      keywords: 'Transmission, 765 kV',
      image: 'https://content.example/images/projects/p01.png',
      imageAlt: '765 kV Transmission Line, Jhansi',
      ogType: 'website',
    });
  });

  it('falls back to the item title and a plain-text description when the SEO texts are missing or blank', () => {
    const seo = detailSeo(props.project, { ...project, seo: undefined }, ctx('/projects/line-jhansi'));
    expect(seo.title).toBe('765 kV Transmission Line, Jhansi');
    expect(seo.description).toBe('Design, supply and erection of a 765 kV single-circuit line.');
    expect(seo).not.toHaveProperty('keywords');

    const b = detailSeo(props.blog, blog, ctx('/blogs/gis-vs-ais'));
    expect(b.title).toBe(blog.title);
    expect(b.description).toBe('Body');
    expect(b).not.toHaveProperty('keywords');
  });

  it('job: the post as title, the details as plain text, no picture of its own, a JobPosting', () => {
    const seo = detailSeo(props.job, job, ctx('/careers/project-manager'));
    expect(seo.title).toBe('Project Manager – Transmission Lines');
    expect(seo.description).toBe('About the role Lead a 400 kV line from tender to handover & beyond.');
    expect(seo).not.toHaveProperty('image');
    expect(seo.ogType).toBe('website');
    expect(seo.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.post,
        description: job.details,
        datePosted: '2026-02-03',
        hiringOrganization: {
          '@type': 'Organization',
          name: 'Voltline Power Systems',
          url: 'https://www.voltline.example',
          sameAs: 'https://www.voltline.example',
          logo: 'https://www.voltline.example/logo.svg',
        },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Jhansi', addressRegion: 'Uttar Pradesh', addressCountry: 'IN' },
        },
        educationRequirements: job.qualification,
        experienceRequirements: '12-15 years',
        skills: 'Project planning, Primavera P6',
        url: 'https://www.voltline.example/careers/project-manager',
      },
    ]);
  });

  it('job: employmentType only when the data names one', () => {
    expect(detailSeo(props.job, job, ctx('/careers/x')).jsonLd![0]).not.toHaveProperty('employmentType');
    expect(detailSeo(props.job, { ...job, employmentType: 'Full time' }, ctx('/careers/x')).jsonLd![0]).toHaveProperty('employmentType', 'FULL_TIME');
    expect(detailSeo(props.job, { ...job, employmentType: 'whenever' }, ctx('/careers/x')).jsonLd![0]).not.toHaveProperty('employmentType');
  });

  it('job location: India unless the location ends with another country', () => {
    expect(postalAddress('Noida')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Noida', addressCountry: 'IN' });
    expect(postalAddress('Muscat, Oman')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Muscat', addressCountry: 'OM' });
    expect(postalAddress('Dubai, United Arab Emirates')).toMatchObject({ addressLocality: 'Dubai', addressCountry: 'AE' });
    expect(postalAddress('Santiago, Region Metropolitana, Chile')).toMatchObject({ addressRegion: 'Region Metropolitana', addressCountry: 'CL' });
  });

  it('blog: an Article; news: a NewsArticle, with absolute image and logo', () => {
    const b = detailSeo(props.blog, { ...blog, excerpt: 'Which one fits your site.' }, ctx('/blogs/gis-vs-ais'));
    expect(b.ogType).toBe('article');
    expect(b.description).toBe('Which one fits your site.');
    const company = {
      '@type': 'Organization',
      name: 'Voltline Power Systems',
      url: 'https://www.voltline.example',
      logo: 'https://www.voltline.example/logo.svg',
    };
    expect(b.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: blog.title,
        description: 'Which one fits your site.',
        image: ['https://content.example/images/blogs/b07.png'],
        datePublished: '2026-03-12',
        articleSection: 'Substations',
        mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.voltline.example/blogs/gis-vs-ais' },
        author: company,
        publisher: company,
      },
    ]);
    const n = detailSeo(props.news, { ...blog, blogCategory: undefined, datePublished: undefined }, ctx('/newsroom/x'));
    expect(n.ogType).toBe('article');
    expect(n.jsonLd![0]).toMatchObject({ '@type': 'NewsArticle', headline: blog.title });
    expect(n.jsonLd![0]).not.toHaveProperty('datePublished');
    expect(n.jsonLd![0]).not.toHaveProperty('articleSection');
  });
});

describe('plain text and clipping', () => {
  it('strips tags, comments, scripts and entities, keeping words apart across blocks and together across inline tags', () => {
    expect(
      plainText(
        '<h2>Scope</h2><p>Volt<em>line</em> &amp; partners&#8217; <a href="/x" title="a > b">work</a></p><!-- note --><script>alert(1)</script><style>p{}</style><td>R&D</td>&bogus;',
      ),
    ).toBe('Scope Voltline & partners’ work R&D');
    expect(plainText('&lt;script&gt; stays text &#x1F600; &#0;')).toBe('<script> stays text 😀');
  });

  it('cuts at a word boundary within 160 characters and ends with an ellipsis', () => {
    const long = `${'word '.repeat(40)}end`;
    const cut = clip(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
    expect(clip('Short enough.')).toBe('Short enough.');
    expect(clip('a'.repeat(200))).toBe(`${'a'.repeat(159)}…`);
    expect(clip('Ends with a comma, then more words here', 18)).toBe('Ends with a comma…');
    const exact = `${'x'.repeat(159)} more`;
    expect(clip(exact)).toBe(`${'x'.repeat(159)}…`);
  });

  it('gives a long HTML body a clipped description', () => {
    const html = `<p>${'Transmission lines and substations for utilities. '.repeat(8)}</p>`;
    const seo = detailSeo(props.blog, { ...blog, description: html }, ctx('/blogs/x'));
    expect(seo.description!.length).toBeLessThanOrEqual(160);
    expect(seo.description).toMatch(/^Transmission lines and substations for utilities\. Transmission .*[a-z]…$/);
  });
});
