import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failed, ok, pending, renderBlock, WithTestHosts } from '../../test/renderBlock';
import detail from '.';
import Detail from './Detail';
import type { DetailProps } from './schema';
import type { ArticleItem, CareerItem, ProjectItem } from './types';
import { countPlaceholders } from '../../test/skeletons';

const projectProps: DetailProps = {
  kind: 'project',
  breadcrumbs: [{ label: 'Projects', href: '/projects' }],
  labels: { client: 'Client', about: 'About', projectType: 'Project Type', capacity: 'Capacity', location: 'Location', details: 'Project Details' },
};
const jobProps: DetailProps = {
  kind: 'job',
  applyTarget: 'apply',
  labels: {
    hiring: 'We Are Hiring',
    experience: 'Experience',
    qualification: 'Qualification',
    location: 'Location',
    keySkills: 'Key Skills',
    description: 'Job Description',
    apply: 'Apply to this job',
  },
};
const blogProps: DetailProps = { kind: 'blog', labels: { published: 'Published on', category: 'Category' } };
const newsProps: DetailProps = { kind: 'news', labels: { published: 'Published on' } };

const project: ProjectItem = {
  id: 1,
  slug: '765-kv-transmission-line-jhansi',
  image: '/images/projects/p01.png',
  title: '765 kV Transmission Line, Jhansi',
  clientName: 'Uttar Pradesh Power Transmission Corporation',
  about: 'Design, supply and erection of a 765 kV single-circuit line.',
  projectType: 'Transmission Line',
  capacity: '765 kV, 212 circuit km',
  location: 'Jhansi, Uttar Pradesh',
  projectDetails:
    '<h2>Scope of work</h2>\n<p>Tower erection and stringing.</p>\n<img src="/images/inline/tower-1a.png" alt="Tower works at Jhansi" width="800" height="450">\n<script>alert(1)</script>',
  seo: { metaTitle: '765 kV Transmission Line, Jhansi | Voltline Power Systems' },
};
const job: CareerItem = {
  id: 2,
  slug: 'project-manager-transmission-lines',
  post: 'Project Manager – Transmission Lines',
  qualification: 'B.E./B.Tech (Electrical/Civil)',
  yoe: '12-15 years',
  location: 'Jhansi, Uttar Pradesh',
  keySkills: ['Project planning', 'Primavera P6', 'Tower erection'],
  details: '<h2>About the role</h2>\n<p>Lead a 400 kV line from tender to handover.</p>',
  seo: { metaTitle: 'Project Manager – Careers at Voltline' },
};
const blog: ArticleItem = {
  id: 3,
  slug: 'gis-vs-ais',
  image: '/images/blogs/b07.png',
  title: 'GIS vs AIS: Picking the Right Substation Technology',
  blogCategory: 'Substations',
  date: '12 Mar 2025',
  datePublished: '2025-03-12',
  description: '<p>Gas-insulated switchgear saves land.</p>\n<h2>What we learned</h2>\n<ol>\n<li>Freeze the design basis early.</li>\n</ol>',
  seo: null,
};
const news: ArticleItem = {
  id: 4,
  slug: 'voltline-opens-regional-office-in-muscat',
  image: '/images/news/n02.png',
  title: 'Voltline Opens Regional Office in Muscat',
  date: '2 Feb 2025',
  description: '<p><strong>Noida, India</strong> — Voltline opens in Muscat.</p>',
  seo: { metaTitle: '' },
};

const source = (endpoint: string) => ({ endpoint, method: 'POST', body: { slugName: '{params.slug}' }, select: 'first', onError: 'not-found' }) as const;

// The first import of the lazy component (react-markdown and rehype) is slow under the test transform.
beforeAll(async () => {
  await detail.load();
});
afterEach(() => vi.restoreAllMocks());

/** React 19 retries a render suspended on use(promise) only inside an awaited act; renderBlock renders synchronously. */
async function show(opts: Parameters<typeof renderBlock>[1]) {
  return renderBlock(detail, opts);
}

describe('detail: project', () => {
  it('shows the title, client, picture, about, facts and sanitised details', async () => {
    await show({ props: projectProps, source: source('/api/Project/GetProjectBYSlugName'), result: ok(project) });
    expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByText(project.clientName)).toBeInTheDocument();
    expect(screen.getByText('Client:')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: project.title })).toHaveAttribute('src', 'http://content.test/images/projects/p01.png');
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText(project.about!)).toBeInTheDocument();
    const facts = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Project Type', 'Transmission Line'],
      ['Capacity', '765 kV, 212 circuit km'],
      ['Location', 'Jhansi, Uttar Pradesh'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Project Details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Scope of work' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tower works at Jhansi' })).toHaveAttribute('src', 'http://content.test/images/inline/tower-1a.png');
    expect(document.querySelector('script')).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
  });

  it('shows one placeholder, shaped like the page, for the item while loading', async () => {
    const { container } = await show({ props: projectProps, source: source('/api/Project/GetProjectBYSlugName'), result: pending() });
    expect(countPlaceholders(container)).toBe(1);
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(4);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('redirects to /404 when the item fails to load', async () => {
    await show({
      path: '/projects/:slug',
      params: { slug: 'no-such-project' },
      props: projectProps,
      source: source('/api/Project/GetProjectBYSlugName'),
      result: failed('Unexpected data structure'),
    });
    expect(await screen.findByText('not-found page')).toBeInTheDocument();
  });
});

describe('detail: job', () => {
  it('shows the hiring heading, facts, key skills and description', async () => {
    await show({ props: jobProps, source: source('/api/Career/GetCareerBYSlugName'), result: ok(job) });
    expect(await screen.findByRole('heading', { level: 1, name: `We Are Hiring ${job.post}` })).toBeInTheDocument();
    const facts = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Experience', '12-15 years'],
      ['Qualification', 'B.E./B.Tech (Electrical/Civil)'],
      ['Location', 'Jhansi, Uttar Pradesh'],
    ]);
    const skills = screen.getByRole('region', { name: 'Key Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(job.keySkills);
    expect(await screen.findByRole('heading', { level: 2, name: 'About the role' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to this job' })).toHaveAttribute('href', '#apply');
  });

  it('scrolls smoothly to the application form and moves focus to it', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    await show({
      props: jobProps,
      source: source('/api/Career/GetCareerBYSlugName'),
      result: ok(job),
      path: '/',
    });
    const form = document.createElement('div');
    form.id = 'apply';
    form.textContent = 'application form';
    document.body.append(form);
    await userEvent.click(await screen.findByRole('link', { name: 'Apply to this job' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(document.activeElement).toBe(form);
    expect(form).toHaveAttribute('tabindex', '-1');
    form.remove();
    vi.unstubAllGlobals();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.matchMedia = vi.fn((q: string) => ({ matches: q.includes('reduce') })) as unknown as typeof window.matchMedia;
    await show({ props: jobProps, source: source('/api/Career/GetCareerBYSlugName'), result: ok(job) });
    const form = document.createElement('form');
    form.id = 'apply';
    document.body.append(form);
    await userEvent.click(await screen.findByRole('link', { name: 'Apply to this job' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
    expect(document.activeElement).toBe(form);
    form.remove();
    vi.unstubAllGlobals();
  });

  it('redirects to /404 when the job fails to load', async () => {
    await show({ props: jobProps, source: source('/api/Career/GetCareerBYSlugName'), result: failed() });
    expect(await screen.findByText('not-found page')).toBeInTheDocument();
  });
});

describe('detail: blog and news', () => {
  it('shows a blog post with category, date, picture and body', async () => {
    await show({ props: blogProps, source: source('/api/Blog/GetBlogBYSlugName'), result: ok(blog) });
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByText('Substations')).toBeInTheDocument();
    expect(screen.getByText('12 Mar 2025').tagName).toBe('TIME');
    expect(screen.getByText('12 Mar 2025')).toHaveAttribute('dateTime', '2025-03-12');
    expect(screen.getByRole('img', { name: blog.title })).toHaveAttribute('src', 'http://content.test/images/blogs/b07.png');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we learned' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Freeze the design basis early.')).toBeInTheDocument();
  });

  it('shows a news item with date, picture and body, and no category', async () => {
    await show({ props: newsProps, source: source('/api/Newsroom/GetNewsBYSlugName'), result: ok(news) });
    expect(await screen.findByRole('heading', { level: 1, name: news.title })).toBeInTheDocument();
    expect(screen.getByText('2 Feb 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: news.title })).toHaveAttribute('src', 'http://content.test/images/news/n02.png');
    expect(screen.getByText('Noida, India')).toBeInTheDocument();
  });

  it('redirects to /404 when a blog or news item fails to load', async () => {
    await show({ props: newsProps, source: source('/api/Newsroom/GetNewsBYSlugName'), result: failed() });
    expect(await screen.findByText('not-found page')).toBeInTheDocument();
  });
});

describe('detail: page title', () => {
  const withRouteTitle = (props: DetailProps, data: unknown) => (
    <MemoryRouter>
      <title>Project | Voltline Power Systems</title>
      <Detail props={props} data={data as ProjectItem} blockId="project" />
    </MemoryRouter>
  );

  it("renders the item's SEO title, which the document shows instead of the route's", async () => {
    render(withRouteTitle(projectProps, project), { wrapper: WithTestHosts });
    await waitFor(() => expect(document.head.querySelectorAll('title')).toHaveLength(2));
    const titles = [...document.head.querySelectorAll('title')].map((t) => t.textContent);
    expect(titles).toContain(project.seo!.metaTitle);
    expect(titles).toContain('Project | Voltline Power Systems');
    // React 19 inserts a newly mounted <title> before those already in <head>, so the item's wins in the browser.
    expect(document.title).toBe(project.seo!.metaTitle);
  });

  it('falls back to the item title when there is no SEO title', async () => {
    render(withRouteTitle(newsProps, news), { wrapper: WithTestHosts });
    await waitFor(() => expect(document.title).toBe(news.title));
  });
});
