import type { CSSProperties } from 'react';
import arrowLeft from './icons/arrowLeft.svg?no-inline';
import arrowRight from './icons/arrowRight.svg?no-inline';
import building from './icons/building.svg?no-inline';
import calendar from './icons/calendar.svg?no-inline';
import documentIcon from './icons/document.svg?no-inline';
import download from './icons/download.svg?no-inline';
import facebook from './icons/facebook.svg?no-inline';
import instagram from './icons/instagram.svg?no-inline';
import linkedin from './icons/linkedin.svg?no-inline';
import location from './icons/location.svg?no-inline';
import mail from './icons/mail.svg?no-inline';
import phone from './icons/phone.svg?no-inline';
import x from './icons/x.svg?no-inline';
import youtube from './icons/youtube.svg?no-inline';

/** Small icons; decorative unless given a title. */
type IconProps = { title?: string; className?: string };

/**
 * The first screen's controls (the menu button, the hero's and the sliders' play and sound buttons)
 * draw their icon in the markup, there with the first paint.
 */
const drawn = {
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  play: 'M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5z',
  pause: 'M6 4h4v16H6zm8 0h4v16h-4z',
  volumeOn: 'M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
  volumeOff: 'M3 9v6h4l5 5V4L7 9zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4z',
};

/**
 * Every other icon is a file of its own (`./icons/*.svg`, hashed, cached for a year), painted in the
 * text's colour through a CSS mask. Written into the markup, their paths were some 940 bytes of
 * every Arabic page as sent (brotli), which kept it over the first round trip's 14.6 KB; as files, a
 * browser fetches each once for the whole site, when its box is first drawn, at an image's low priority.
 */
const pictures = {
  arrowLeft,
  arrowRight,
  building,
  calendar,
  document: documentIcon,
  download,
  facebook,
  instagram,
  linkedin,
  location,
  mail,
  phone,
  x,
  youtube,
};

export type IconName = keyof typeof drawn | keyof typeof pictures;

/** Arrows point along the reading direction: on a right-to-left page the CSS turns them round. */
const directional = new Set<IconName>(['arrowLeft', 'arrowRight']);

export function Icon({ name, title, className }: IconProps & { name: IconName }) {
  const classes = `${className ?? 'icon'}${directional.has(name) ? ' icon-directional' : ''}`;
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  if (name in drawn) {
    return (
      <svg
        className={classes}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="currentColor"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
      >
        {title ? <title>{title}</title> : null}
        <path d={drawn[name as keyof typeof drawn]} />
      </svg>
    );
  }
  return <span className={`${classes} icon-picture`} style={{ '--icon': `url(${pictures[name as keyof typeof pictures]})` } as CSSProperties} {...label} />;
}
