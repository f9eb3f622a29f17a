import { useId, useRef, useState } from 'react';
import type { ListData } from '../../data/source';
import { AwaitBlockData, useBlockQuery } from '../../engine/BlockData';
import { contentUrl } from '../../engine/hosts';
import type { BlockComponentProps } from '../../engine/types';
import { Lightbox, type LightboxImage } from '../../ui/Lightbox';
import { Pagination, scrollToListTop } from '../../ui/Pagination';
import { Reveal } from '../../ui/Reveal';
import { SkeletonBox } from '../../ui/Skeleton';
import type { GalleryProps } from './schema';
import { GalleryGridSkeleton } from './Skeleton';
import './gallery.css';

export interface GalleryItem {
  id: number;
  image: string;
}

// Culture pictures are 800×500; the attributes reserve their box before they load.
const WIDTH = 800;
const HEIGHT = 500;

function PictureGrid({ props, data, page, onPage }: { props: GalleryProps; data: ListData<GalleryItem>; page: number; onPage: (p: number) => void }) {
  const [open, setOpen] = useState<number | null>(null);
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
            <button type="button" className="gallery-tile" onClick={() => setOpen(i)}>
              <img src={img.src} alt={img.alt} width={WIDTH} height={HEIGHT} loading="lazy" decoding="async" />
              <span className="gallery-tile-label">{props.labels.viewPicture}</span>
            </button>
          </li>
        ))}
      </ul>
      <Pagination page={page} nextPageAvailable={data.nextPageAvailable} onChange={onPage} {...(props.labels.pagination ? { label: props.labels.pagination } : {})} />
      {open === null ? null : <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={props.labels} />}
    </>
  );
}

export default function Gallery({ props }: BlockComponentProps<GalleryProps, ListData<GalleryItem>>) {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // {} reuses the route loader's call for page 1.
  const promise = useBlockQuery(page === 1 ? {} : { pageIndex: page });
  const changePage = (next: number) => {
    setPage(next);
    scrollToListTop(top.current);
  };
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
              {page > 1 ? <SkeletonBox className="pagination-placeholder" /> : null}
            </>
          }
        >
          {(data) => <PictureGrid key={page} props={props} data={data} page={page} onPage={changePage} />}
        </AwaitBlockData>
      </div>
    </Reveal>
  );
}
