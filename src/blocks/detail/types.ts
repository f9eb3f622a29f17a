import type { BlogItem } from '../../content/blog/schema';
import type { CareerItem } from '../../content/career/schema';
import type { NewsItem } from '../../content/news/schema';
import type { ProjectItem } from '../../content/project/schema';

export type { CareerItem, ProjectItem };

/** The seo block of a detail item (spec §3). */
export type Seo = NonNullable<ProjectItem['seo']>;

/** Blogs and news share the article view: either kind, read with the other's fields as optional. */
export type ArticleItem = (BlogItem | NewsItem) & Partial<BlogItem & NewsItem>;

/** The item each detail kind shows. */
export interface ItemOf {
  project: ProjectItem;
  job: CareerItem;
  blog: ArticleItem;
  news: ArticleItem;
}
