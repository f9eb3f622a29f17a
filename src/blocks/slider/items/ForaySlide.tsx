import { contentUrl } from '../../../platform/hosts';
import { ContentImage } from '../../../ui/ContentImage';
import { altFor } from './fill';
import type { ForayItem, SlideProps } from './types';

export function ForaySlide({ item, props }: SlideProps<ForayItem>) {
  return (
    <article className="foray">
      <ContentImage sizes="(min-width: 1240px) 584px, (min-width: 761px) calc(50vw - 36px), calc(100vw - 40px)" className="foray-image" src={contentUrl(item.image)} alt={altFor(props.imageAlt, item)} width={800} height={500} loading="lazy" decoding="async" />
      <div className="foray-body">
        <h3 className="foray-title">{item.title}</h3>
        <p className="foray-text">{item.description}</p>
      </div>
    </article>
  );
}
