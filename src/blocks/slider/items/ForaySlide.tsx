import { contentUrl } from '../../../platform/hosts';
import { altFor } from './fill';
import type { ForayItem, SlideProps } from './types';

export function ForaySlide({ item, props }: SlideProps<ForayItem>) {
  return (
    <article className="foray">
      <img className="foray-image" src={contentUrl(item.image)} alt={altFor(props.imageAlt, item)} width={800} height={500} loading="lazy" decoding="async" />
      <div className="foray-body">
        <h3 className="foray-title">{item.title}</h3>
        <p className="foray-text">{item.description}</p>
      </div>
    </article>
  );
}
