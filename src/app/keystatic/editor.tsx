'use client';

import { makePage } from '@keystatic/next/ui/app';
import config from '../../../keystatic.config';

/** The editing screen itself (Keystatic's app), in the browser of an editor only. */
export default makePage(config);
