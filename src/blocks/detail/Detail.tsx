import type { ComponentType } from 'react';
import type { BlockComponentProps } from '../../engine/types';
import { ArticleDetail } from './ArticleDetail';
import { JobDetail } from './JobDetail';
import { ProjectDetail } from './ProjectDetail';
import type { DetailKind, DetailProps, PropsOf } from './schema';
import type { ItemOf } from './types';
import './detail.css';

const views: { [K in DetailKind]: ComponentType<{ props: PropsOf<K>; data: ItemOf[K] }> } = {
  project: ProjectDetail,
  job: JobDetail,
  blog: ArticleDetail,
  news: ArticleDetail,
};

/** One item of a detail route; the kind in config picks the view. */
export default function Detail({ props, data }: BlockComponentProps<DetailProps, ItemOf[DetailKind]>) {
  const View = views[props.kind] as ComponentType<{ props: DetailProps; data: ItemOf[DetailKind] }>;
  return <View props={props} data={data} />;
}
