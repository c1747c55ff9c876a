'use client';

import { useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';
import styles from './article-detail.module.css';
import { playerStyle } from './player-style';

interface YouTubePlayerProps {
  videoId: string;
  title: string;
  poster: string;
}

/**
 * Nothing is requested from YouTube until the visitor presses play. Without JavaScript the poster
 * is a link to the video on YouTube.
 */
export function YouTubePlayer({ videoId, title, poster }: YouTubePlayerProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className={styles.player}
        style={playerStyle}
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
        title={`Video: ${title}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <a
      className={styles.facade}
      style={playerStyle}
      href={`https://www.youtube.com/watch?v=${videoId}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      data-testid="video-facade"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- poster of a CMS item */}
      <img src={poster} alt="" className={styles.facadeImage} />
      <PlayIcon className={styles.playIcon} />
      <span className="visually-hidden">Play video: {title}</span>
    </a>
  );
}
