import type { BlockSkeletonProps } from '../../engine/types';
import { placeholder, SkeletonBox, SkeletonShape } from '../../ui/Skeleton';
import { sizingScope, slideSizingCss } from '../../ui/swiper/options';
import { carouselOptions } from './carouselOptions';
import type { SliderProps } from './schema';
import { tileShapes, type TileShape } from './shapes';

function Tile({ shape }: { shape: TileShape }) {
  if (shape === 'logo') return <SkeletonBox className="tile-logo" />;
  if (shape === 'testimonial') {
    return (
      <div className="testimonial" {...placeholder}>
        <SkeletonShape className="tile-portrait" />
        <div className="testimonial-body">
          <SkeletonShape className="tile-line" />
          <SkeletonShape className="tile-line" />
          <SkeletonShape className="tile-line tile-line-short" />
        </div>
      </div>
    );
  }
  if (shape === 'foray') {
    return (
      <div className="foray" {...placeholder}>
        <SkeletonShape className="tile-image" />
        <div className="foray-body">
          <SkeletonShape className="tile-title" />
          <SkeletonShape className="tile-line" />
          <SkeletonShape className="tile-line tile-line-short" />
        </div>
      </div>
    );
  }
  return (
    <div className="card-surface slide-card" {...placeholder}>
      <SkeletonShape className="tile-image" />
      <div className="slide-card-body">
        <SkeletonShape className="tile-title" />
        <SkeletonShape className="tile-line tile-line-short" />
      </div>
    </div>
  );
}

/** The heading as configured and `skeletonCount` tiles laid out exactly as the slides will be. */
export function SliderSkeleton({ props }: BlockSkeletonProps<SliderProps>) {
  const options = carouselOptions(props);
  const scope = sizingScope(options);
  const shape = tileShapes[props.item];
  const tone = props.tone && props.tone !== 'light' ? ` slider-${props.tone}` : '';
  return (
    <section className={`slider slider-${props.item}${tone}`} aria-busy="true">
      <div className="container">
        <div className="slider-header">
          <div className="slider-titles">
            {props.eyebrow ? <p className="slider-eyebrow">{props.eyebrow}</p> : null}
            <h2 className="slider-heading">{props.heading}</h2>
            {props.intro ? <p className="slider-intro">{props.intro}</p> : null}
          </div>
        </div>
        <div className={`slider-skeleton-row ${scope}`}>
          <style>{slideSizingCss(scope, options)}</style>
          {Array.from({ length: props.skeletonCount }, (_, i) => (
            <div className="slide-sized" key={i}>
              <Tile shape={shape} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
