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
} as const;
