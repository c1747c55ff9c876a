'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useHydrated, useMediaQuery } from '@/lib/use-browser-state';
import styles from './ambient-video.module.css';

export interface AmbientVideoProps {
  webm: string;
  mp4: string;
  poster: string;
  width: number;
  height: number;
  /** Short name of the animation, for the video and its pause button ("Pause {name}"). */
  name: string;
  /** What the animation shows: the visible caption, and the video's description for assistive technology. */
  caption: string;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const PLAY_GLYPH = 'M7 4.5v15l13-7.5z';
const PAUSE_GLYPH = 'M6 4.5h4.5v15H6zM13.5 4.5H18v15h-4.5z';

/**
 * A short silent animation that loops on its own, with a visible pause/play button (WCAG 2.2.2).
 * It does not play for visitors who ask for reduced motion: with JavaScript it is paused on its
 * first frame (the poster) and follows changes of the preference. The visitor's own pause or play
 * wins until the preference changes. Without JavaScript the browser shows the video's own controls
 * instead of the button, and under reduced motion the poster takes the video's place.
 */
export function AmbientVideo({ webm, mp4, poster, width, height, name, caption, className }: AmbientVideoProps) {
  const hydrated = useHydrated();
  const reduceMotion = useMediaQuery(REDUCED_MOTION);
  const videoRef = useRef<HTMLVideoElement>(null);
  const captionId = useId();
  // The visitor's choice, remembered with the preference it was made under: a new preference overrules it.
  const [choice, setChoice] = useState<{ play: boolean; reduceMotion: boolean } | null>(null);
  const chosen = choice !== null && choice.reduceMotion === reduceMotion;
  const shouldPlay = chosen ? choice.play : !reduceMotion;

  // Whether the video is actually playing: autoplay may have started it before hydration, and the
  // browser may refuse or stop playback on its own.
  const subscribe = useCallback((onChange: () => void) => {
    const video = videoRef.current;
    if (!video) return () => {};
    const events = ['play', 'playing', 'pause', 'ended', 'emptied'];
    for (const event of events) video.addEventListener(event, onChange);
    return () => {
      for (const event of events) video.removeEventListener(event, onChange);
    };
  }, []);
  const playing = useSyncExternalStore(
    subscribe,
    () => (videoRef.current ? !videoRef.current.paused : false),
    () => false,
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!hydrated || !video) return;
    if (shouldPlay) {
      // A refusal (e.g. a power-saving mode) leaves it paused, and the button then offers Play.
      video.play().catch(() => {});
    } else {
      video.pause();
      // Not the visitor's pause but the preference's: back to the first frame, which is the poster.
      if (!chosen) video.currentTime = 0;
    }
  }, [hydrated, shouldPlay, chosen]);

  return (
    <div className={`${styles.root} ${className ?? ''}`} style={{ '--poster': `url("${poster}")` } as CSSProperties}>
      <div className={styles.frame}>
        <video
          ref={videoRef}
          className={styles.video}
          style={{ aspectRatio: `${width} / ${height}` }}
          width={width}
          height={height}
          poster={poster}
          autoPlay
          muted
          loop
          playsInline
          aria-label={name}
          aria-describedby={captionId}
        >
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </video>
      </div>
      <div className={styles.bar}>
        <div className={styles.slot}>
          {hydrated ? (
            <button type="button" className={styles.toggle} onClick={() => setChoice({ play: !playing, reduceMotion })}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={playing ? PAUSE_GLYPH : PLAY_GLYPH} />
              </svg>
              {playing ? 'Pause' : 'Play'}
              <span className="visually-hidden"> {name}</span>
            </button>
          ) : null}
        </div>
        <p id={captionId} className={styles.caption}>
          {caption}
        </p>
      </div>
    </div>
  );
}
