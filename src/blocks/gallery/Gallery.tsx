import { useId, useRef, useState } from 'react';
import type { ListData } from '../../data/source';
import { AwaitBlockData, useBlockUrlState } from '../../engine/BlockData';
import { useLocale } from '../../engine/site';
import { useContentUrl } from '../../ui/hosts';
import type { BlockComponentProps } from '../../engine/types';
import { ContentImage } from '../../ui/ContentImage';
import { Lightbox, type LightboxImage } from '../../ui/Lightbox';
import { columnSizes } from '../../ui/responsiveImage';
import { isPlainLeftClick } from '../../ui/SiteLink';
import { PageOutOfRange, Pagination, useScrollToListOnChange } from '../../ui/Pagination';
import { Reveal } from '../../ui/Reveal';
import { SkeletonShape } from '../../ui/Skeleton';
import type { GalleryProps } from './schema';
import { GalleryGridSkeleton } from './Skeleton';
import './gallery.css';
import type { CultureImageItem as GalleryItem } from '../../content/culture-image/schema';

export type { GalleryItem };

// Culture pictures are 800×500; the attributes reserve their box before they load.
const WIDTH = 800;
const HEIGHT = 500;
// gallery.css: 4 columns from 1025 px, 3 from 601, 2 below; 1rem gaps.
const TILE_SIZES = columnSizes([
  { minViewport: 1025, columns: 4, gap: 16 },
  { minViewport: 601, columns: 3, gap: 16 },
  { minViewport: 0, columns: 2, gap: 16 },
]);

function PictureGrid({ props, data, page, hrefFor }: { props: GalleryProps; data: ListData<GalleryItem>; page: number; hrefFor: (p: number) => string }) {
  const contentUrl = useContentUrl();
  const [open, setOpen] = useState<number | null>(null);
  const lang = useLocale().locale.code;
  const images: LightboxImage[] = data.items.map((item, i) => ({
    src: contentUrl(item.image),
    alt: props.imageAlt.replaceAll('{n}', String(i + 1)),
    width: WIDTH,
    height: HEIGHT,
  }));
  return (
    <>
      <ul className="gallery-grid">
        {images.map((img, i) => (
          <li key={data.items[i]!.id}>
            {/* The picture itself without script (or before it); the lightbox once the page is live. */}
            <a
              href={img.src}
              className="gallery-tile"
              onClick={(e) => {
                if (!isPlainLeftClick(e)) return;
                e.preventDefault();
                setOpen(i);
              }}
            >
              <ContentImage sizes={TILE_SIZES} src={img.src} alt={img.alt} width={WIDTH} height={HEIGHT} loading="lazy" decoding="async" />
              <span className="gallery-tile-label">{props.labels.viewPicture}</span>
            </a>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        nextPageAvailable={data.nextPageAvailable}
        hrefFor={hrefFor}
        lang={lang}
        {...(props.labels.pagination ? { label: props.labels.pagination } : {})}
      />
      {open === null ? null : <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={props.labels} />}
    </>
  );
}

/** The page lives in the URL (?page=2, see index.ts): page links work without script, and the server renders them. */
export default function Gallery({ props }: BlockComponentProps<GalleryProps, ListData<GalleryItem>>) {
  const top = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const { values, promise, hrefWith, key } = useBlockUrlState();
  const page = values.page ?? 1;
  useScrollToListOnChange(top, key);
  const hrefFor = (n: number) => hrefWith({ page: n });
  return (
    <Reveal as="section" className="gallery" {...(props.heading ? { 'aria-labelledby': headingId } : {})}>
      <div className="container" ref={top}>
        {props.heading ? (
          <h2 className="gallery-heading" id={headingId}>
            {props.heading}
          </h2>
        ) : null}
        <AwaitBlockData<ListData<GalleryItem>>
          promise={promise}
          fallback={
            <>
              <GalleryGridSkeleton count={props.skeletonCount} />
              {page > 1 ? <SkeletonShape className="pagination-placeholder" /> : null}
            </>
          }
        >
          {(data) =>
            data.items.length === 0 && page > 1 ? (
              <PageOutOfRange
                text={props.labels.outOfRange ?? 'There is nothing to show on this page.'}
                linkText={props.labels.firstPage ?? 'Go to the first page'}
                href={hrefFor(1)}
              />
            ) : (
              <PictureGrid key={page} props={props} data={data} page={page} hrefFor={hrefFor} />
            )
          }
        </AwaitBlockData>
      </div>
    </Reveal>
  );
}
