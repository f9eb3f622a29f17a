import type { ReactNode, Ref } from 'react';
import { SiteLink } from '../../ui/SiteLink';
import { useContentUrl } from '../../ui/hosts';
import { ContentImage } from '../../ui/ContentImage';
import { coverSizes } from '../../ui/responsiveImage';
import type { HeroProps } from './schema';

/**
 * What the hero shows with or without its video: headline, button and poster.
 * The skeleton renders it too, so a slow or failed video call loses nothing.
 */
export function HeroFrame({
  props,
  media,
  controls,
  sectionRef,
  mediaRef,
  contentRef,
  posterRef,
}: {
  props: HeroProps;
  media?: ReactNode;
  controls: ReactNode;
  sectionRef?: Ref<HTMLElement>;
  mediaRef?: Ref<HTMLDivElement>;
  contentRef?: Ref<HTMLDivElement>;
  posterRef?: Ref<HTMLImageElement>;
}) {
  const contentUrl = useContentUrl();
  const poster = contentUrl(props.poster.src);
  return (
    <section className="hero" ref={sectionRef} aria-labelledby="hero-headline" data-mobile-max-width={props.mobileMaxWidth}>
      <div className="hero-media" ref={mediaRef}>
        {/* At the width that covers the hero (hero.css: 100svh, at least 560 px). Not the largest paint: a
            browser takes a picture filling the screen for a background, and the headline is. So the poster is
            found in the markup at low priority, never preloaded ahead of it: on a phone its bytes would share
            the link with the page's own, and Lighthouse's simulation counted a high-priority picture that
            arrived before the headline painted as something the headline waited for (LCP 1.3-1.6 s against 0.7-0.85). */}
        <ContentImage
          sizes={coverSizes(props.poster.width, props.poster.height, 560)}
          ref={posterRef}
          className="hero-poster"
          src={poster}
          alt={props.poster.alt}
          width={props.poster.width}
          height={props.poster.height}
          fetchPriority="low"
        />
        {media}
        <div className="hero-shade" />
      </div>
      <div className="hero-content container" ref={contentRef}>
        <h1 className="hero-headline" id="hero-headline">
          {props.headline}
        </h1>
        {props.text ? <p className="hero-text">{props.text}</p> : null}
        <SiteLink className="button hero-button" to={props.button.href}>
          {props.button.label}
        </SiteLink>
      </div>
      <div className="hero-controls">{controls}</div>
    </section>
  );
}
