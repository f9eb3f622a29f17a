import { CardFrame, CardMeta, CardTitle, type CardProps } from '../card/Card';
import type { ProjectItem } from './schema';

export function ProjectCard({ item, href, look, alt, titleTag, priority }: CardProps<ProjectItem>) {
  return (
    <CardFrame look={look} kind="project" image={item.image} alt={alt} priority={priority}>
      <CardTitle look={look} tag={titleTag} href={href} text={item.title} />
      <CardMeta look={look} icon="building" text={item.clientName} />
    </CardFrame>
  );
}
