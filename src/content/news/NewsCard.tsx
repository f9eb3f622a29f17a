import { CardDate, CardFrame, CardLine, CardText, CardTitle, type CardProps } from '../card/Card';
import type { NewsItem } from './schema';

export function NewsCard({ item, href, look, alt, titleTag, priority }: CardProps<NewsItem>) {
  return (
    <CardFrame look={look} kind="news" image={item.image} alt={alt} priority={priority}>
      <CardLine look={look} kicker>
        <CardDate look={look} date={item.date} />
      </CardLine>
      <CardTitle look={look} tag={titleTag} href={href} text={item.title} />
      {item.shortDescription ? <CardText look={look} text={item.shortDescription} /> : null}
    </CardFrame>
  );
}
