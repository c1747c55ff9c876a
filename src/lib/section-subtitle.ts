import { navigation } from '@/config/navigation';

/**
 * The header subtitle of a page, from where the navigation files it: "Applications · Co-Generation
 * Power" for a page in a grouped menu, "Technology" for a page in a flat one. Pages linked from the
 * footer only fall back to the section named by their first path segment.
 */
export function sectionSubtitle(path: string, fallback: string): string {
  for (const item of navigation) {
    if (item.kind !== 'menu') continue;
    for (const entry of item.subSections) {
      if ('subSections' in entry) {
        if (entry.subSections.some((link) => link.url === path)) return `${item.section} · ${entry.name}`;
      } else if (entry.url === path) {
        return item.section;
      }
    }
  }
  return fallback;
}
