import { useContentUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import type { ForayItem } from './schema';
import './foray.css';

/** One country the company works in: its picture beside its title and text. */
export function Foray({ item, alt }: { item: ForayItem; alt: string }) {
  const contentUrl = useContentUrl();
  return (
    <article className="foray">
      <ContentImage
        sizes="(min-width: 1240px) 584px, (min-width: 761px) calc(50vw - 36px), calc(100vw - 40px)"
        className="foray-image"
        src={contentUrl(item.image)}
        alt={alt}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
      />
      <div className="foray-body">
        <h3 className="foray-title">{item.title}</h3>
        <p className="foray-text">{item.description}</p>
      </div>
    </article>
  );
}
