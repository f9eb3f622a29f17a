/**
 * Small icons; decorative unless given a title. Each shape is a file of its own in ./icons (one
 * 24×24 path): drawn inline by <Icon>, or as a picture of its file by <LazyIcon>.
 */
type IconProps = { title?: string; className?: string };

const fileName = (file: string) => /([^/]+)\.svg$/.exec(file)![1]!;

const shapes = import.meta.glob<string>('./icons/*.svg', { query: '?raw', import: 'default', eager: true });
const paths: Record<string, string> = Object.fromEntries(Object.entries(shapes).map(([file, svg]) => [fileName(file), /\sd="([^"]+)"/.exec(svg)![1]!]));

// Built as files of their own (vite.config.ts keeps them out of the stylesheets and scripts): the
// browser caches each once for every page.
const files = import.meta.glob<string>('./icons/*.svg', { query: '?url', import: 'default', eager: true });
const urls: Record<string, string> = Object.fromEntries(Object.entries(files).map(([file, url]) => [fileName(file), url]));

export const ICON_NAMES = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'calendar',
  'mail',
  'phone',
  'location',
  'arrowLeft',
  'arrowRight',
  'menu',
  'close',
  'building',
  'play',
  'pause',
  'volumeOn',
  'volumeOff',
  'document',
  'download',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

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
      <path d={paths[name] ?? ''} />
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
  return <img className="icon lazy-icon" src={urls[name]} alt="" width={20} height={20} loading="lazy" decoding="async" />;
}
