import type { ReactNode } from 'react';
import { ArticleDetail } from '../../content/article/ArticleDetail';
import { JobDetail } from '../../content/career/JobDetail';
import { ProjectDetail } from '../../content/project/ProjectDetail';
import type { BlockComponentProps } from '../../engine/types';
import type { DetailKind, DetailProps } from './schema';
import type { ItemOf, PerKind, PropsOf } from './types';
import './detail.css';

/** The view of each kind, from src/content. */
const views: PerKind<ReactNode> = {
  project: (props, item) => <ProjectDetail item={item} labels={props.labels} crumbs={props.breadcrumbs} />,
  job: (props, item) => <JobDetail item={item} labels={props.labels} crumbs={props.breadcrumbs} applyTarget={props.applyTarget} />,
  blog: (props, item) => <ArticleDetail item={item} labels={props.labels} crumbs={props.breadcrumbs} kind={props.kind} />,
  news: (props, item) => <ArticleDetail item={item} labels={props.labels} crumbs={props.breadcrumbs} kind={props.kind} />,
};

const view = <K extends DetailKind>(kind: K, props: PropsOf<K>, item: ItemOf[K]) => views[kind](props, item);

/** One item of a detail route; the kind in config picks the view. */
export default function Detail({ props, data }: BlockComponentProps<DetailProps, ItemOf[DetailKind]>) {
  return view(props.kind, props, data);
}
