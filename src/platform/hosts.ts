/**
 * The API, content and media hosts (docs/behaviour.md, "Hosts"), read at start time (never baked into the build):
 * the site server writes them into the page as window.__SITE_HOSTS__, which the browser's entry
 * reads once; a server renderer is handed them. Either way they belong to the `Site` a page is
 * rendered with (src/engine/site.ts), and components read them with `useHosts` (src/ui/hosts.tsx):
 * no process-wide setting, so two renderers in one process can serve two sets of hosts.
 */
export interface Hosts {
  apiUrl: string;
  contentUrl: string;
  mediaUrl: string;
  /** VITALS_URL: where the browser beacons its web vitals; none, none sent. */
  vitalsUrl?: string;
  /**
   * IMAGE_URL_TEMPLATE: how the content host resizes a picture, e.g. `{src}?w={width}&fm={format}`
   * ({src} the picture's URL on the content host, {width} one of IMAGE_WIDTHS, {format} avif, webp,
   * png or jpeg). None: pictures are sent as they are, for a content host that does not resize.
   */
  imageUrlTemplate?: string;
  /**
   * Written into the page by the site server only: a server that hands out form proofs
   * (`/_form-proof`) and takes forms posted without script rendered this page. Absent on the
   * dev server and in the studio's preview, where a form makes its own captcha question.
   */
  siteServer?: true;
}

/**
 * The widths a picture is offered at, and the only ones the embedded content host renders (any
 * other is a 400, so no one can make it render arbitrary sizes). Steps of 1.2-1.5x keep the pick
 * within a step of the box: 160 and 320 for logos and thumbnails, 480-1280 for a phone's card
 * at 1-3x (a 350 px box is 350, 700 or 1050 device pixels), 1600 and 1920 for a desktop's
 * full-width picture at 1-1.33x.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920] as const;

declare global {
  var __SITE_HOSTS__: Partial<Hosts> | undefined;
}

const FALLBACK: Hosts = {
  apiUrl: 'http://127.0.0.1:4100',
  contentUrl: 'http://127.0.0.1:4101',
  mediaUrl: 'http://127.0.0.1:4102',
};

const trim = (u: string) => u.replace(/\/+$/, '');

/** Fills gaps the way the site's environment does: MEDIA_URL defaults to CONTENT_URL. */
export function normalizeHosts(h: Partial<Hosts>): Hosts {
  const contentUrl = trim(h.contentUrl || FALLBACK.contentUrl);
  return {
    apiUrl: trim(h.apiUrl || FALLBACK.apiUrl),
    contentUrl,
    mediaUrl: trim(h.mediaUrl || contentUrl),
    ...(h.vitalsUrl ? { vitalsUrl: h.vitalsUrl } : {}),
    ...(h.imageUrlTemplate ? { imageUrlTemplate: h.imageUrlTemplate } : {}),
    ...(h.siteServer ? { siteServer: true as const } : {}),
  };
}

/** The hosts the site server wrote into the page (the browser's composition root reads them once, into its Site). */
export function hostsOfPage(): Hosts {
  return normalizeHosts(globalThis.__SITE_HOSTS__ ?? {});
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function resolveAgainst(base: string, path: string): string {
  if (!path || ABSOLUTE.test(path)) return path;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** Relative image and file paths from the API resolve against the content host. */
export function contentUrlOn(hosts: Hosts, path: string): string {
  return resolveAgainst(hosts.contentUrl, path);
}

/** Videos resolve against the media host. */
export function mediaUrlOn(hosts: Hosts, path: string): string {
  return resolveAgainst(hosts.mediaUrl, path);
}

export function apiUrlOn(hosts: Pick<Hosts, 'apiUrl'>, endpoint: string): string {
  return resolveAgainst(hosts.apiUrl, endpoint);
}

/**
 * For <img> inside rich HTML: "/images..." goes to the content host; a source
 * already on the content host stays; anything else would load from an origin we
 * do not vouch for, so the caller drops the image (null).
 */
export function richImageSource(hosts: Hosts, src: string): string | null {
  const { contentUrl: base } = hosts;
  if (src.startsWith('/images')) return `${base}${src}`;
  if (src.startsWith(`${base}/`)) return src;
  return null;
}
