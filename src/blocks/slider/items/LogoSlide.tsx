import { contentUrl } from '../../../platform/hosts';
import type { ClientItem, SlideProps } from './types';

export function LogoSlide({ item, props }: SlideProps<ClientItem>) {
  return (
    <div className="logo-slide">
      {/* spec §2: the alt text is a fixed customer name from config, not the data's. */}
      <img src={contentUrl(item.logo)} alt={props.altText ?? ''} width={240} height={120} loading="lazy" decoding="async" />
    </div>
  );
}
