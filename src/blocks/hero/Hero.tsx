import { useEffect, useRef, useState } from 'react';
import type * as HeroDom from './enhance';
import { useMediaUrl } from '../../ui/hosts';
import type { BlockComponentProps } from '../../engine/types';
import { Icon } from '../../ui/icons';
import { prefersReducedMotion } from '../../ui/motion/prefersReducedMotion';
import { useReducedMotion } from '../../ui/motion/reducedMotion';
import { markSavesData, savesData } from '../../ui/saveData';
import { zoomReveal } from '../../ui/motion/zoomReveal';
import { HeroFrame } from './HeroFrame';
import type { HeroProps, HomeVideo } from './schema';
import './hero.css';

/**
 * The hero's work on the DOM (enhance.ts: the video's source, its fade-in, the reload rules), loaded
 * as the page's start loads it, a chunk of its own rather than part of this one; null until it is in.
 */
function useHeroDom(): typeof HeroDom | null {
  const [dom, setDom] = useState<typeof HeroDom | null>(null);
  useEffect(() => {
    let live = true;
    void import('./enhance').then((m) => live && setDom(m));
    return () => {
      live = false;
    };
  }, []);
  return dom;
}

// Module-level: the reload rules' effect below does not re-subscribe on every render.
const reloadPage = () => window.location.reload();

export default function Hero({ props, data }: BlockComponentProps<HeroProps, HomeVideo[]>) {
  const mediaUrl = useMediaUrl();
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
  const asked = userPlaying === true;
  // Whether the video has its address: given on the element (see sourceAfterPoster), perhaps
  // already by the hero's enhancement before this hydrated.
  const [hasSource, setHasSource] = useState(false);
  const dom = useHeroDom();
  useEffect(() => {
    const video = videoRef.current;
    const poster = posterRef.current;
    if (!dom || !video || !poster) return;
    // Under Save-Data or reduced motion the poster stays and no video is fetched, unless the visitor presses play.
    if (!asked && !video.getAttribute('src') && (savesData() || prefersReducedMotion())) return;
    return dom.sourceAfterPoster(video, poster, asked, () => setHasSource(true));
  }, [dom, asked, videoPath]);
  useEffect(() => (dom && videoRef.current ? dom.revealWhenPlaying(videoRef.current) : undefined), [dom, videoPath]);
  // Measured after mount (the server has no width); a width change reloads the page anyway.
  const [desktop, setDesktop] = useState(false);
  // Whether the pinned section is on screen; the page opens at the top, so it starts true.
  const [pinned, setPinned] = useState(true);

  useEffect(() => dom?.watchReloadRules(props.mobileMaxWidth, reloadPage), [dom, props.mobileMaxWidth]);

  useEffect(() => setDesktop(window.innerWidth > props.mobileMaxWidth), [props.mobileMaxWidth]);
  // Read after mount, like the width: the server cannot know it.
  const [saveData, setSaveData] = useState(false);
  useEffect(() => {
    markSavesData();
    setSaveData(savesData());
  }, []);

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
  const shouldPlay = hasSource && wantsPlay && (!zooming || pinned);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hasSource) return;
    if (shouldPlay) {
      // Autoplay may still be refused (data saver, policy); the poster then stays, which is fine.
      video.play()?.catch(() => undefined);
    } else {
      video.pause();
    }
  }, [shouldPlay, hasSource]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);

  const video = videoPath ? (
    <video ref={videoRef} className="hero-video" data-src={mediaUrl(videoPath)} muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} />
  ) : null;

  const playState = (plays: boolean) => (
    <>
      <Icon name={plays ? 'pause' : 'play'} />
      <span className="visually-hidden">{plays ? props.labels.pause : props.labels.play}</span>
    </>
  );
  const controls = videoPath ? (
    <>
      {/* What a press does is read when pressed (a tap before the app, replayed as it hydrates, comes
          before the effects above have read Save-Data and the motion setting). */}
      <button type="button" className="hero-control" onClick={() => setUserPlaying((chosen) => !(chosen ?? (!prefersReducedMotion() && !savesData())))}>
        {userPlaying === null ? (
          // Until the visitor chooses, the server cannot know whether the video will play: both states
          // are in the HTML, and CSS shows the one that holds (hero.css), with no script to wait for.
          <>
            <span className="hero-control-state hero-plays">{playState(true)}</span>
            <span className="hero-control-state hero-stays">{playState(false)}</span>
          </>
        ) : (
          playState(userPlaying)
        )}
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
