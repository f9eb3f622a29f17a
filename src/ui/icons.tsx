import { iconFile } from 'virtual:icon-files';
import { ICON_PATHS } from './iconPaths';

export type { IconName } from './iconPaths';

/** Small icons; decorative unless given a title. */
type IconProps = { title?: string; className?: string };

/** Arrows point along the reading direction: on a right-to-left page the CSS turns them round. */
const directional = new Set(['arrowLeft', 'arrowRight']);

export function Icon({ name, title, className }: IconProps & { name: string }) {
  return (
    <svg
      className={`${className ?? 'icon'}${directional.has(name) ? ' icon-directional' : ''}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={(ICON_PATHS as Record<string, string>)[name] ?? ''} />
    </svg>
  );
}

/**
 * A decorative icon as a picture of its file, loaded lazily: the page's HTML carries its address
 * instead of its shape, and the browser fetches it (once, then from its cache) only as it nears the
 * screen. Its shape is black: the place that shows it gives it its colour (a CSS filter). For icons
 * below the first screen of every page, as the footer's are.
 */
export function LazyIcon({ name }: { name: string }) {
  return <img className="icon lazy-icon" src={iconFile(name)} alt="" width={20} height={20} loading="lazy" decoding="async" />;
}
