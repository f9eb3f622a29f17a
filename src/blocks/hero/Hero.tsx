import { useEffect, useRef, useState, type RefObject } from 'react';
import { mediaUrl } from '../../platform/hosts';
import type { BlockComponentProps } from '../../engine/types';
import { Icon } from '../../ui/icons';
import { prefersReducedMotion, useReducedMotion } from '../../ui/motion/reducedMotion';
import { zoomReveal } from '../../ui/motion/zoomReveal';
import { HeroFrame } from './HeroFrame';
import type { HeroProps, HomeVideo } from './schema';
import { useReloadRules } from './useReloadRules';
import './hero.css';

/** Runs `then` once one of the events has happened, or at once if it already had; returns the cleanup. */
function whenSettled(target: EventTarget, done: boolean, events: string[], then: () => void): () => void {
  if (done) {
    then();
    return () => undefined;
  }
  const once = () => {
    events.forEach((e) => target.removeEventListener(e, once));
    then();
  };
  events.forEach((e) => target.addEventListener(e, once));
  return () => events.forEach((e) => target.removeEventListener(e, once));
}

/** The visitor asked to save data (Chrome's Save-Data, `navigator.connection.saveData`). */
// The Network Information API is not in TypeScript's DOM library (Chromium has it).
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Once the main thread is idle (a second later where there is no requestIdleCallback); returns the cancel. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then);
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(then, 1000);
  return () => clearTimeout(timer);
}

/**
 * The video's address, set only once the window has loaded, the poster has arrived (or failed)
 * and the main thread is idle: the poster is what paints first, and no video byte competes with
 * it or with the page's code. Under Save-Data or reduced motion the poster stays and no video is
 * fetched, unless the visitor presses play (`asked`).
 */
function useSourceAfterPoster(path: string | undefined, poster: RefObject<HTMLImageElement | null>, asked: boolean): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const img = poster.current;
    if (!path || !img || src) return;
    if (asked) return setSrc(mediaUrl(path));
    if (savesData() || prefersReducedMotion()) return;
    let stopPoster: () => void = () => {};
    let stopIdle: () => void = () => {};
    const stopWindow = whenSettled(window, document.readyState === 'complete', ['load'], () => {
      stopPoster = whenSettled(img, img.complete, ['load', 'error'], () => {
        stopIdle = whenIdle(() => setSrc(mediaUrl(path)));
      });
    });
    return () => {
      stopWindow();
      stopPoster();
      stopIdle();
    };
  }, [path, poster, asked, src]);
  return src;
}

export default function Hero({ props, data }: BlockComponentProps<HeroProps, HomeVideo[]>) {
  const sectionRef = useRef<HTMLElement>(null);
  const mediaRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const posterRef = useRef<HTMLImageElement>(null);
  const videoPath = data.find((v) => v.videoUrl)?.videoUrl;
  const reducedMotion = useReducedMotion();
  const [muted, setMuted] = useState(true);
  // null until the visitor chooses: the video then plays unless motion is reduced or data saved.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const src = useSourceAfterPoster(videoPath, posterRef, userPlaying === true);
  const [ready, setReady] = useState(false);
  // Measured after mount (the server has no width); a width change reloads the page anyway.
  const [desktop, setDesktop] = useState(false);
  // Whether the pinned section is on screen; the page opens at the top, so it starts true.
  const [pinned, setPinned] = useState(true);

  useReloadRules(props.mobileMaxWidth);

  useEffect(() => setDesktop(window.innerWidth > props.mobileMaxWidth), [props.mobileMaxWidth]);
  // Read after mount, like the width: the server cannot know it.
  const [saveData, setSaveData] = useState(false);
  useEffect(() => setSaveData(savesData()), []);

  const zooming = desktop && !reducedMotion;
  useEffect(() => {
    const section = sectionRef.current;
    const media = mediaRef.current;
    const content = contentRef.current;
    if (!zooming || !section || !media || !content) return;
    return zoomReveal({ section, media, overlay: [content], onActiveChange: setPinned });
  }, [zooming]);

  const wantsPlay = userPlaying ?? (!reducedMotion && !saveData);
  // Desktop: plays while pinned, pauses once left. Up to mobileMaxWidth: simply plays.
  const shouldPlay = Boolean(src) && wantsPlay && (!zooming || pinned);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    if (shouldPlay) {
      // Autoplay may still be refused (data saver, policy); the poster then stays, which is fine.
      video.play()?.catch(() => undefined);
    } else {
      video.pause();
    }
  }, [shouldPlay, src]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);

  const video = videoPath ? (
    <video
      ref={videoRef}
      className={`hero-video${ready ? ' is-ready' : ''}`}
      src={src}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setReady(true)}
    />
  ) : null;

  const controls = videoPath ? (
    <>
      <button type="button" className="hero-control" onClick={() => setUserPlaying(!wantsPlay)}>
        <Icon name={wantsPlay ? 'pause' : 'play'} />
        <span className="visually-hidden">{wantsPlay ? props.labels.pause : props.labels.play}</span>
      </button>
      <button type="button" className="hero-control" aria-pressed={!muted} onClick={() => setMuted((m) => !m)}>
        <Icon name={muted ? 'volumeOff' : 'volumeOn'} />
        <span className="visually-hidden">{muted ? props.labels.unmute : props.labels.mute}</span>
      </button>
    </>
  ) : null;

  return (
    <HeroFrame props={props} media={video} controls={controls} sectionRef={sectionRef} mediaRef={mediaRef} contentRef={contentRef} posterRef={posterRef} />
  );
}
