/**
 * The shapes of the navigation and the one helper the menu needs in the browser (no content read here:
 * the navigation's items are built in navigation.ts from the site identity).
 */

export interface NavLink {
  name: string;
  url: string;
  external?: boolean;
}

/** A titled column of links (the second level of a grouped menu). */
export interface NavGroup {
  name: string;
  subSections: NavLink[];
}

interface NavItemBase {
  /** Stable id: used for element ids and tests. */
  id: string;
  /** Visible label of the top item. */
  section: string;
  /** Accessible name of the top item. */
  ariaLabel: string;
}

/** A top item that is a plain link. */
export interface NavLinkItem extends NavItemBase {
  kind: 'link';
  url: string;
  external?: boolean;
}

/** A top item with a sub-menu: either a flat list or grouped columns. */
export interface NavMenuItem extends NavItemBase {
  kind: 'menu';
  /** The section's landing page, offered first in the sub-menu. */
  url: string;
  subSections: NavLink[] | NavGroup[];
}

export type NavItem = NavLinkItem | NavMenuItem;

export function isGrouped(subSections: NavLink[] | NavGroup[]): subSections is NavGroup[] {
  return subSections.length > 0 && subSections.every((entry) => 'subSections' in entry);
}

