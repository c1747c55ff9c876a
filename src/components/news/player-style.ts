import type { CSSProperties } from 'react';
import { newsSettings } from '@/config/news';

/** The video player's height limit, handed to the stylesheet, which sizes the player to the video's ratio within it. */
export const playerStyle = { '--player-max-height': `${newsSettings.videoHeight}px` } as CSSProperties;
