import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fade from './scroll-fade.module.css';
import styles from './svg-diagram.module.css';

/** Diagram labels are never drawn smaller than this (the type scale's floor, --text-xs). */
const MIN_LABEL_PX = 12;

interface Inlined {
  markup: string;
  /** The viewBox's width and height: the intrinsic size the diagram reserves. */
  width: number;
  height: number;
  /** The narrowest the diagram may be drawn so its smallest label stays at MIN_LABEL_PX. */
  minWidth: number;
}

const cache = new Map<string, Inlined>();

/**
 * An SVG from public/ as inline markup, so its labels take the page's font (an <img>'d SVG cannot).
 * Its ids get a prefix of their own, so two diagrams on one page never share a gradient or a marker.
 */
function inline(src: string): Inlined {
  const cached = cache.get(src);
  if (cached) return cached;
  const source = readFileSync(join(process.cwd(), 'public', src.replace(/^\//, '')), 'utf8');
  const viewBox = /<svg[^>]*\bviewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(source);
  if (!viewBox) throw new Error(`The diagram ${src} has no viewBox.`);
  const width = Number(viewBox[1]);
  const height = Number(viewBox[2]);
  const prefix = `d-${src.replace(/^.*\//, '').replace(/\.svg$/, '').replace(/[^a-z0-9]+/gi, '-')}-`;
  const sizes = [...source.matchAll(/<text[^>]*\bfont-size="([\d.]+)"/g), ...source.matchAll(/<g[^>]*\bfont-size="([\d.]+)"[^>]*>\s*<text/g)].map((match) =>
    Number(match[1]),
  );
  const smallest = sizes.length ? Math.min(...sizes) : width;
  const markup = source
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/<svg\b([^>]*)>/, (_, attributes: string) => `<svg${attributes.replace(/\s(width|height)="[^"]*"/g, '')} aria-hidden="true" focusable="false">`)
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  const inlined = { markup, width, height, minWidth: Math.ceil((width * MIN_LABEL_PX) / smallest) };
  cache.set(src, inlined);
  return inlined;
}

/**
 * A diagram with labels: inline SVG in the site's font, named by its description. It shrinks with its
 * column down to the width at which its smallest label is 12 px; below that it keeps that width and
 * scrolls sideways in its own focusable box.
 */
export function SvgDiagram({ src, alt, className, maxWidth }: { src: string; alt: string; className?: string; maxWidth?: number }) {
  const { markup, width, height, minWidth } = inline(src);
  return (
    <div className={`${styles.scroller} ${fade.scrollFade}${className ? ` ${className}` : ''}`} role="region" aria-label={alt} tabIndex={0} data-diagram={src}>
      <div
        className={styles.diagram}
        role="img"
        aria-label={alt}
        style={{ minWidth, maxWidth: maxWidth ?? undefined, aspectRatio: `${width} / ${height}` }}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </div>
  );
}
