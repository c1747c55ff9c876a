/**
 * The site's fixed interface texts: the words the specification fixes for controls, states and errors
 * (not marketing copy, which lives in content/). One place, so a change of wording is one edit.
 */
export const INTERFACE_TEXTS = {
  globalError: {
    title: 'Something went wrong',
    message: 'This website could not be shown right now. Please try again in a moment.',
    retry: 'Try again',
  },
  /** Read after a link that opens another site in a new tab. */
  newTab: ' (opens in a new tab)',
  skipLink: 'Skip to main content',
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
} as const;
