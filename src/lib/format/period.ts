const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A retention period in days as the privacy policy says it: whole years in words ("two years" for 730),
 * anything else in days ("90 days"). A year is 365 days here, as SUBMISSION_RETENTION_DAYS counts them.
 */
export function retentionPeriod(days: number): string {
  if (!Number.isInteger(days) || days < 1) throw new Error(`a retention period is a whole number of days (got ${days})`);
  if (days % 365 === 0) {
    const years = days / 365;
    return `${WORDS[years] ?? String(years)} year${years === 1 ? '' : 's'}`;
  }
  return `${days} day${days === 1 ? '' : 's'}`;
}
