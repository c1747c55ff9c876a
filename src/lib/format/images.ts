import type { ArticleImage, SourceLogo } from '@/lib/news/types';

/**
 * Responsive image attributes. The `sizes` strings follow the CSS of each layout: the page container
 * (at most 1140 px wide with 20 px of padding each side), the news grids (one column, two from 640 px,
 * three from the 992 px desktop breakpoint, 24 px gaps) and the large cards' picture column (two fifths
 * of the card from 768 px).
 */
export const imageSizes = {
  smallCard: '(min-width: 1140px) 351px, (min-width: 992px) calc((100vw - 88px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 40px)',
  largeCard: '(min-width: 1140px) 440px, (min-width: 768px) calc((100vw - 40px) * 0.4), calc(100vw - 40px)',
  /** The article page's column: at most 860 px with 20 px of padding each side. */
  articleHero: '(min-width: 860px) 820px, calc(100vw - 40px)',
} as const;

/**
 * `srcset` with width descriptors from the image's renditions, or undefined when there is nothing to
 * choose from (one size, unknown sizes, or artwork that scales by itself): the plain `src` then stands.
 */
export function imageSrcSet(image: Pick<ArticleImage, 'renditions'> | null | undefined): string | undefined {
  const renditions = image?.renditions ?? [];
  if (renditions.length < 2) return undefined;
  return renditions.map((rendition) => `${rendition.src} ${rendition.width}w`).join(', ');
}

/** A logo's drawn size: a fixed height, its own proportions, never wider than `maxWidth`. */
export function logoDisplaySize(logo: Pick<SourceLogo, 'width' | 'height'>, height: number, maxWidth: number): { width: number; height: number } {
  const width = Math.round((logo.width * height) / logo.height);
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((logo.height * maxWidth) / logo.width)) };
}
