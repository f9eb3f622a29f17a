import type { ArticleItem } from '../../content/article/ArticleDetail';
import type { CareerItem } from '../../content/career/schema';
import type { ProjectItem } from '../../content/project/schema';

export type { ArticleItem, CareerItem, ProjectItem };

/** The seo block of a detail item. */
export type Seo = NonNullable<ProjectItem['seo']>;

/** The item each detail kind shows. */
export interface ItemOf {
  project: ProjectItem;
  job: CareerItem;
  blog: ArticleItem;
  news: ArticleItem;
}
