/** Scrolled further than this, the bar turns solid (SPEC §9). */
export const SOLID_SCROLL_THRESHOLD = 50;
/** At this width and wider the desktop layout applies (SPEC §9). */
export const DESKTOP_MIN_WIDTH = 992;

/** The navigation's element ids: one navigation a page, shared by its markup and the leaf that enhances it. */
export const NAVBAR_IDS = {
  header: 'site-navbar',
  panel: 'site-navbar-panel',
  search: 'site-navbar-search',
  /** Followed by a top item's id: its sub-menu. */
  menuPrefix: 'site-navbar-menu-',
} as const;
