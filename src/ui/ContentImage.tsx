import type { ImgHTMLAttributes, Ref } from 'react';
import { useHosts } from './hosts';
import { imageSources } from './responsiveImage';

export type ContentImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> & {
  /** The picture's URL as the page used it so far (contentUrl(path), or a config path). */
  src: string;
  alt: string;
  /** The picture's own size: reserves its box, and no wider rendition than this is offered. */
  width: number;
  height: number;
  /** The picture's box, phone first: which width the browser takes from the srcset. */
  sizes: string;
  ref?: Ref<HTMLImageElement>;
};

/**
 * Every content picture: offered at the image-URL template's widths (srcset + sizes), and with
 * {format} in the template as an AVIF <source> of a <picture>. Without a template, or for a picture
 * the content host does not resize, the plain <img> it always was.
 */
export function ContentImage({ src, sizes, ...img }: ContentImageProps) {
  const set = imageSources(src, useHosts(), img.width);
  if (!set) return <img src={src} {...img} />;
  if (!set.sources.length) return <img sizes={sizes} srcSet={set.srcSet} src={src} {...img} />;
  // Every current browser takes the <source> (see MODERN in responsiveImage): the <img> inside is
  // the picture as it is, for the rest. A srcset of its own would repeat every
  // candidate in the page (some 350 bytes per picture, forty on home) for browsers that skip it.
  return (
    <picture>
      {set.sources.map((s) => (
        <source key={s.type} type={s.type} sizes={sizes} srcSet={s.srcSet} />
      ))}
      <img src={src} {...img} />
    </picture>
  );
}
