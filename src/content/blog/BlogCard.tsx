import { CardCategory, CardDate, CardFrame, CardLine, CardTitle, type CardProps } from '../card/Card';
import type { BlogItem } from './schema';

export function BlogCard({ item, href, look, alt, titleTag, priority }: CardProps<BlogItem>) {
  return (
    <CardFrame look={look} kind="blog" image={item.image} alt={alt} priority={priority}>
      <CardLine look={look} kicker>
        <CardCategory look={look} name={item.blogCategory} />
        <CardDate look={look} date={item.date} />
      </CardLine>
      <CardTitle look={look} tag={titleTag} href={href} text={item.title} />
    </CardFrame>
  );
}
