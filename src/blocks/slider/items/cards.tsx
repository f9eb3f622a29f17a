import type { ComponentType } from 'react';
import type { CardProps } from '../../../content/card/Card';
import { BlogCard } from '../../../content/blog/BlogCard';
import { NewsCard } from '../../../content/news/NewsCard';
import { ProjectCard } from '../../../content/project/ProjectCard';
import { fillLinkPattern } from '../../../ui/linkPattern';
import { altFor } from './fill';
import type { SlideProps } from './types';

/** A content card as a slide: its link from the block's linkPattern, its alt from imageAlt. */
function cardSlide<T extends object>(Card: ComponentType<CardProps<T>>, defaultPattern: string) {
  return function CardSlide({ item, props }: SlideProps<T>) {
    return <Card item={item} look="slide" href={fillLinkPattern(props.linkPattern ?? defaultPattern, item)} alt={altFor(props.imageAlt, item)} />;
  };
}

export const ProjectSlide = cardSlide(ProjectCard, '/projects/{slug}');
export const BlogSlide = cardSlide(BlogCard, '/blogs/{slug}');
export const NewsSlide = cardSlide(NewsCard, '/newsroom/{slug}');
