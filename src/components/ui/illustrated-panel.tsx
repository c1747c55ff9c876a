import type { ReactNode } from 'react';
import { SvgDiagram } from './svg-diagram';
import styles from './illustrated-panel.module.css';

/** A content illustration: site path, intrinsic size (so it reserves its space) and a description. */
export interface Illustration {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A tab panel's body: its illustration beside an opening sentence and the rest of its text. The
 * illustration comes first, so it leads on narrow screens, where the two stack.
 */
export function IllustratedPanel({ lead, illustration, children }: { lead: string; illustration: Illustration; children: ReactNode }) {
  return (
    <div className={styles.body}>
      <SvgDiagram className={styles.image} src={illustration.src} alt={illustration.alt} />
      <div className={styles.text}>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </div>
  );
}
