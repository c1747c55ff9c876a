import { statSync } from 'node:fs';
import { join } from 'node:path';

/** "March 5, 2024" from a content file's 2024-03-05. */
export function publishedDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A size as visitors read it next to a download: whole kilobytes rounded up ("3 KB"), megabytes past 1 MB ("1.2 MB"). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The size of a file in public/ from its site path (/files/investors/deck.pdf), measured on disk. */
export function fileSize(sitePath: string): string {
  return formatFileSize(statSync(join(/*turbopackIgnore: true*/ process.cwd(), 'public', sitePath)).size);
}
