import type { LayoutProps } from '../../engine/types';
import { ContentImage } from '../../ui/ContentImage';
import { useContentUrl } from '../../ui/hosts';
import type { SectionProps } from './schema';

/** The band's classes: its background, width and spacing (section.css). */
export function sectionClass(props: SectionProps): string {
  const background = typeof props.background === 'object' ? 'picture' : (props.background ?? 'none');
  return `layout-section section-${background} section-${props.width ?? 'full'} section-space-${props.spacing ?? 'small'}`;
}

/**
 * A band around blocks. Markup and CSS only: it never hydrates on its own, and ships with the
 * engine's definitions, so a block in it that hydrates finds it without a chunk to wait for.
 */
export default function Section({ props, slot }: LayoutProps<SectionProps>) {
  const picture = typeof props.background === 'object' ? props.background.picture : undefined;
  const contentUrl = useContentUrl();
  return (
    <div className={sectionClass(props)}>
      {picture ? (
        <div className="section-backdrop" aria-hidden="true">
          <ContentImage src={contentUrl(picture.src)} alt="" width={picture.width} height={picture.height} sizes="100vw" loading="lazy" decoding="async" />
        </div>
      ) : null}
      <div className="section-body">{slot('content')}</div>
    </div>
  );
}
