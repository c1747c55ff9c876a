/**
 * Newsroom settings the web team may change: which CMS categories feed which page, page sizes.
 * The category ids are the company's WordPress term ids.
 */
export const newsCategories = {
  inTheNews: { id: 55, name: 'In the News', path: '/category/in-the-news' },
  ideas: { id: 56, name: 'Ideas', path: '/ideas' },
  pressReleases: { id: 58, name: 'Press Releases', path: '/category/press-release' },
} as const;

export type NewsCategoryKey = keyof typeof newsCategories;

export const newsSettings = {
  /** Cards per page on every list (Show More adds this many). */
  pageSize: 6,
  /** Cards in the home page's Latest Updates strip. */
  homeStripSize: 3,
  /** Small cards under the featured article on /latest-updates. */
  latestUpdatesSize: 6,
  /** The newsroom's year tabs go down to this year. */
  firstYear: 2018,
  /** Preview lengths in characters. */
  previewLength: 375,
  largePreviewLength: 506,
  /** Page size when a whole collection is read (events, search index). WordPress caps per_page at 100. */
  bulkPageSize: 100,
  /**
   * Embedded PDF height and the video player's greatest height on the article page, in CSS pixels (the
   * player takes the video's 16:9 shape across the column, up to this height).
   */
  pdfHeight: 1000,
  videoHeight: 650,
  /** Outlet logos on In the News cards: drawn this tall and at most this wide, in CSS pixels. */
  logoHeight: 28,
  logoMaxWidth: 140,
} as const;

/** Default artwork for an article without a usable image. */
export const defaultArticleImage = {
  src: '/images/news/default-article.svg',
  alt: '',
  width: 1200,
  height: 675,
} as const;
