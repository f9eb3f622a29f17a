import type { ComponentType } from 'react';
import type { CardProps } from '../../content/card/Card';
import { BlogCard } from '../../content/blog/BlogCard';
import { NewsCard } from '../../content/news/NewsCard';
import { ProjectCard } from '../../content/project/ProjectCard';
import { columnSizes } from '../../ui/responsiveImage';
import type { PaginatedListProps } from './schema';

/** What the grid reads of any card's item: a key, the link's fields and the picture's alt. */
export type CardItem = { id: number; slug: string; title: string };

// The card grid (paginated-list.css): 3 columns from 1025 px, 2 from 601, 1 below; 28 px gaps; 1 px borders.
export const CARD_SIZES = columnSizes([{ minViewport: 1025, columns: 3, gap: 28 }, { minViewport: 601, columns: 2, gap: 28 }, { minViewport: 0, columns: 1, gap: 28 }], 2);

/** kind (from config) → the card that shows it. */
export const cardsByKind: Record<PaginatedListProps['kind'], ComponentType<CardProps<never>>> = {
  project: ProjectCard,
  blog: BlogCard,
  news: NewsCard,
};
