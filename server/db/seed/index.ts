// Fictional content for "Voltline Power Systems", one module per content kind (named as
// src/content/ names them). Everything is derived from one fixed PRNG seed so ids, slugs,
// dates and picture recipes are identical on every machine, which keeps tests and
// screenshots stable.

import type { AssetSpec } from '../../media/assets.ts';
import type { DropdownKind } from '../vocabulary.ts';
import { type AnnouncementRow, seedAnnouncements } from './announcement.ts';
import { type BlogCategoryRow, blogCategories } from './blog-category.ts';
import { type BlogRow, seedBlogs } from './blog.ts';
import { type CareerRow, seedCareers } from './career.ts';
import { type CertificateRow, seedCertificates } from './certificate.ts';
import { type ClientRow, seedClients } from './client.ts';
import { type CultureImageRow, seedCultureImages } from './culture-image.ts';
import { type AnnualReturnRow, type DownloadRow, seedAnnualReturns, seedDownloads, seedLinkedDocuments } from './document.ts';
import { type ForayRow, seedForays } from './foray.ts';
import { type HomeVideoRow, seedHeroPoster, seedHomeVideos } from './home-video.ts';
import { createSeedKit } from './kit.ts';
import { type LeaderRow, seedLeaders } from './leader.ts';
import { type NewsRow, seedNews } from './news.ts';
import { type OptionRow, seedOptions } from './option.ts';
import { type ProjectRow, seedProjects } from './project.ts';
import { type TestimonialRow, seedTestimonials } from './testimonial.ts';

export interface SeedContent {
  assets: Map<string, AssetSpec>;
  projects: ProjectRow[];
  blogCategories: BlogCategoryRow[];
  blogs: BlogRow[];
  news: NewsRow[];
  careers: CareerRow[];
  announcements: AnnouncementRow[];
  clients: ClientRow[];
  testimonials: TestimonialRow[];
  forays: ForayRow[];
  leaders: LeaderRow[];
  certificates: CertificateRow[];
  downloads: DownloadRow[];
  annualReturns: AnnualReturnRow[];
  cultureImages: CultureImageRow[];
  homeVideos: HomeVideoRow[];
  dropdowns: Record<DropdownKind, OptionRow[]>;
}

export function buildSeedContent(): SeedContent {
  // The order below is the PRNG's and the asset table's: moving a step changes every seed
  // drawn after it, so a new kind goes last.
  const kit = createSeedKit();
  seedHeroPoster(kit);
  const projects = seedProjects(kit);
  const blogs = seedBlogs(kit);
  const news = seedNews(kit);
  const careers = seedCareers(kit);
  const announcements = seedAnnouncements();
  const clients = seedClients(kit);
  const testimonials = seedTestimonials(kit);
  const forays = seedForays(kit);
  const leaders = seedLeaders(kit);
  const certificates = seedCertificates(kit);
  const downloads = seedDownloads(kit);
  const annualReturns = seedAnnualReturns(kit);
  const cultureImages = seedCultureImages(kit);
  const homeVideos = seedHomeVideos(kit);
  const dropdowns = seedOptions();
  seedLinkedDocuments(kit);

  return {
    assets: kit.assets,
    projects,
    blogCategories,
    blogs,
    news,
    careers,
    announcements,
    clients,
    testimonials,
    forays,
    leaders,
    certificates,
    downloads,
    annualReturns,
    cultureImages,
    homeVideos,
    dropdowns,
  };
}
