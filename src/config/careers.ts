/**
 * Careers page settings.
 *
 * The applicant-tracking service lists every posting the recruiting team keeps open, including
 * catch-all postings that are not real vacancies. Which ones to leave off the public list changes when
 * recruiting renames them, so the titles live here rather than in the job-board code.
 */
export const careers = {
  /** Postings removed from the job list by exact title (case and spacing ignored). */
  hiddenPositions: ['General Application', 'Talent Community', 'Internal Transfer'],
} as const;
