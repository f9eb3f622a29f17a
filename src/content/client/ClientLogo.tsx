import { useContentUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import type { ClientItem } from './schema';
import './client.css';

/** A customer's logo in its tile; `sizes` from the layout that places it. */
export function ClientLogo({ item, alt, sizes }: { item: ClientItem; alt: string; sizes: string }) {
  const contentUrl = useContentUrl();
  return (
    <div className="logo-slide">
      <ContentImage sizes={sizes} src={contentUrl(item.logo)} alt={alt} width={240} height={120} loading="lazy" decoding="async" />
    </div>
  );
}
