/** The items the detail endpoints return (spec §3); only the fields this block shows. */
export interface Seo {
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
}

export interface ProjectItem {
  id: number;
  slug: string;
  image: string;
  title: string;
  clientName: string;
  about: string;
  projectType: string;
  capacity: string;
  location: string;
  projectDetails: string;
  /** ISO date the project was awarded. */
  datePublished?: string;
  seo?: Seo | null;
}

export interface CareerItem {
  id: number;
  slug: string;
  post: string;
  qualification: string;
  yoe: string;
  location: string;
  keySkills: string[];
  details: string;
  /** ISO date the opening was posted. */
  datePublished?: string;
  /** Not sent by today's API; the page's JobPosting states it only when the data does ("Full time", "FULL_TIME"). */
  employmentType?: string | null;
  seo?: Seo | null;
}

export interface ArticleItem {
  id: number;
  slug: string;
  image: string;
  title: string;
  date: string;
  /** ISO date; the API sends it beside the display date. */
  datePublished?: string;
  /** Blogs only. */
  blogCategory?: string;
  description: string;
  /** Plain-text summaries beside the HTML body: blogs send an excerpt, news a short description. */
  excerpt?: string;
  shortDescription?: string;
  seo?: Seo | null;
}

export interface ItemOf {
  project: ProjectItem;
  job: CareerItem;
  blog: ArticleItem;
  news: ArticleItem;
}
