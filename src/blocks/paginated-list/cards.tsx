import type { ComponentType } from 'react';
import type { CardProps } from '../../content/card/Card';
import { BlogCard } from '../../content/blog/BlogCard';
import type { ShownItemsBy } from '../../content/items';
import { NewsCard } from '../../content/news/NewsCard';
import { ProjectCard } from '../../content/project/ProjectCard';
import type { schema } from './schema';

/** kind (from config) → the item it lists, from the schema's x-content-kind. */
export type ListedItems = ShownItemsBy<typeof schema>;
export type ListKind = keyof ListedItems;

/** kind (from config) → the card that shows it. */
export const cardsByKind: { [K in ListKind]: ComponentType<CardProps<ListedItems[K]>> } = {
  project: ProjectCard,
  blog: BlogCard,
  news: NewsCard,
};
