/**
 * The site's fixed interface texts: the words the specification fixes for controls, states and errors
 * (not marketing copy, which lives in content/). One place, so a change of wording is one edit.
 */
export const INTERFACE_TEXTS = {
  /** The bare not-found answer outside the site's pages (the editing screen where it is off). */
  bareNotFound: { title: 'Page Not Found', home: 'Go to the home page' },
  globalError: {
    title: 'Something went wrong',
    message: 'This website could not be shown right now. Please try again in a moment.',
    retry: 'Try again',
  },
  /** Read after a link that opens another site in a new tab. */
  newTab: ' (opens in a new tab)',
  skipLink: 'Skip to main content',
  /** The navigation bar's controls (the menus' labels are content: content/navigation.yaml). */
  navbar: {
    landmark: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    searchSite: 'Search the site',
    closeSearch: 'Close search',
  },
  footerLandmark: 'Footer',
  /** Follows a top item's label in its accessible name ("About Us menu"). */
  menuSuffix: ' menu',
  /** The search boxes' label and placeholder. */
  searchWebsite: 'Search the website',
  investors: {
    /** "Download the press release (PDF, 3 KB)": the document's title and size complete it. */
    download: 'Download',
    kind: 'PDF',
  },
  contact: { email: 'Email', phone: 'Phone' },
  /** The newsroom's list pages: feed links, filters, toggles and empty states. */
  news: {
    rssFeed: 'RSS feed',
    /** Read after "RSS feed" on /newsroom. */
    ofAllNews: ' of all news',
    /** Read after "RSS feed" on a category page: " of Press Releases". */
    of: (title: string) => ` of ${title}`,
    noArticlesFrom: (year: number) => `There are no articles from ${year}.`,
    articlesFrom: (year: number) => `Articles from ${year}`,
    viewAll: 'View All',
    viewAllHidden: ' news in the Newsroom',
    filterByType: 'Filter by type',
    clear: 'CLEAR',
    /** Read after "CLEAR": " the videos filter". */
    clearHidden: (label: string) => ` the ${label} filter`,
    showingOnly: (label: string) => `Showing ${label} only.`,
    showingEvery: 'Showing every type.',
    commonsList: (label?: string) => (label ? `Commons: ${label}` : 'Commons'),
    nothingOfType: 'There is nothing of this type yet.',
    viewPastEvents: 'VIEW PAST EVENTS',
    viewUpcomingEvents: 'VIEW UPCOMING EVENTS',
    noPastEvents: 'There are no past events to show.',
    noUpcomingEvents: "There aren't any upcoming events at this time. Check back soon!",
  },
  search: {
    /** SPEC: 'There were no results for the search term: {term} Please try re-searching again.' */
    noResults: 'There were no results for the search term:',
    retry: 'Please try re-searching again.',
  },
} as const;
