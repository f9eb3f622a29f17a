import type { ComponentType } from 'react';
import type { CardProps } from '../../../content/card/Card';
import { BlogCard } from '../../../content/blog/BlogCard';
import { ClientLogo } from '../../../content/client/ClientLogo';
import type { ClientItem } from '../../../content/client/schema';
import { Foray } from '../../../content/foray/Foray';
import type { ForayItem } from '../../../content/foray/schema';
import { NewsCard } from '../../../content/news/NewsCard';
import { ProjectCard } from '../../../content/project/ProjectCard';
import type { TestimonialItem } from '../../../content/testimonial/schema';
import { Testimonial } from '../../../content/testimonial/Testimonial';
import { fillLinkPattern, fillTextPattern } from '../../../ui/linkPattern';
import { altFor } from './fill';
import { slideSizes } from './slideSizes';
import type { SlideProps } from './types';

/** A content card as a slide: its link from the block's linkPattern, its alt from imageAlt. */
function cardSlide<T extends object>(Card: ComponentType<CardProps<T>>, defaultPattern: string) {
  return function CardSlide({ item, props }: SlideProps<T>) {
    return (
      <Card
        item={item}
        look="slide"
        sizes={slideSizes(props, 2)}
        href={fillLinkPattern(props.linkPattern ?? defaultPattern, item)}
        alt={altFor(props.imageAlt, item)}
      />
    );
  };
}

export const ProjectSlide = cardSlide(ProjectCard, '/projects/{slug}');
export const BlogSlide = cardSlide(BlogCard, '/blogs/{slug}');
export const NewsSlide = cardSlide(NewsCard, '/newsroom/{slug}');

// A logo's alt text is a fixed customer name from config, not the data's: the API's names are not written for screen readers.
export const LogoSlide = ({ item, props }: SlideProps<ClientItem>) => <ClientLogo item={item} alt={props.altText ?? ''} sizes={slideSizes(props, 18)} />;

export const TestimonialSlide = ({ item, props }: SlideProps<TestimonialItem>) => (
  <Testimonial item={item} alt={altFor(props.imageAlt, item)} videoLabel={props.videoLabel ? fillTextPattern(props.videoLabel, item) : undefined} />
);

export const ForaySlide = ({ item, props }: SlideProps<ForayItem>) => <Foray item={item} alt={altFor(props.imageAlt, item)} />;
