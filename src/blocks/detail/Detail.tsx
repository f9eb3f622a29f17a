import { ArticleDetail } from '../../content/article/ArticleDetail';
import { JobDetail } from '../../content/career/JobDetail';
import { ProjectDetail } from '../../content/project/ProjectDetail';
import type { BlockComponentProps } from '../../engine/types';
import type { DetailKind, DetailProps } from './schema';
import type { ItemOf } from './types';
import './detail.css';

/** One item of a detail route; the kind in config picks the view from src/content. */
export default function Detail({ props, data }: BlockComponentProps<DetailProps, ItemOf[DetailKind]>) {
  switch (props.kind) {
    case 'project':
      return <ProjectDetail item={data as ItemOf['project']} labels={props.labels} crumbs={props.breadcrumbs} />;
    case 'job':
      return <JobDetail item={data as ItemOf['job']} labels={props.labels} crumbs={props.breadcrumbs} applyTarget={props.applyTarget} />;
    default:
      return <ArticleDetail item={data as ItemOf['blog']} labels={props.labels} crumbs={props.breadcrumbs} kind={props.kind} />;
  }
}
