import type { ComponentType } from 'react';
import type { CardProps } from '../../content/card/Card';
import { BlogCard } from '../../content/blog/BlogCard';
import { NewsCard } from '../../content/news/NewsCard';
import { ProjectCard } from '../../content/project/ProjectCard';
import type { PaginatedListProps } from './schema';

/** What the grid reads of any card's item: a key, the link's fields and the picture's alt. */
export type CardItem = { id: number; slug: string; title: string };

/** kind (from config) → the card that shows it. */
export const cardsByKind: Record<PaginatedListProps['kind'], ComponentType<CardProps<never>>> = {
  project: ProjectCard,
  blog: BlogCard,
  news: NewsCard,
};
