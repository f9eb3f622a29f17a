import type { ArticleItem } from '../../content/article/ArticleDetail';
import type { CareerItem } from '../../content/career/schema';
import type { ShownItemsBy } from '../../content/items';
import type { ProjectItem } from '../../content/project/schema';
import type { DetailKind, DetailProps, schema } from './schema';

export type { ArticleItem, CareerItem, ProjectItem };

/** The seo block of a detail item. */
export type Seo = NonNullable<ProjectItem['seo']>;

/** The item each detail kind shows, from the schema's x-content-kind (a job shows a career item). */
export type ItemOf = ShownItemsBy<typeof schema>;

/** A detail block's props of one kind. */
export type PropsOf<K extends DetailKind> = Extract<DetailProps, { kind: K }>;

/**
 * Something done per kind with that kind's props and item (its view, its head). Indexed with the
 * block's kind, it takes the block's props and data together: a kind's props never meet another's item.
 */
export type PerKind<R> = { [K in DetailKind]: (props: PropsOf<K>, item: ItemOf[K]) => R };
