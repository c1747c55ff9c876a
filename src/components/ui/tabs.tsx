'use client';

import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-browser-state';
import styles from './tabs.module.css';

export interface TabItem {
  /** Unique within the widget; part of the tab's and panel's element ids. */
  id: string;
  /** The tab's text, also the panel's heading. */
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Prefix of every element id inside the widget; unique on the page. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Level of each panel's heading (the tab label), which titles the panel when the tabs are not shown. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Read out politely after the visitor changes tab, with `{label}` replaced by the new tab's label,
   * e.g. 'Graphic changed to {label}'. A template rather than a function, so a server page can pass it.
   */
  announce?: string;
}

/** The text announced for a newly selected tab. */
export function announcementText(template: string, label: string): string {
  return template.replaceAll('{label}', label);
}

/**
 * The tab a key moves selection to in a horizontal tab list of `count` tabs (WAI-ARIA APG): arrows move
 * one tab and wrap at the ends, Home and End go to the first and last. Null for keys the list ignores.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The panel (its index) an address's fragment names among `panelIds`, or null. */
export function targetedPanel(hash: string, panelIds: readonly string[]): number | null {
  const index = panelIds.indexOf(decodeURIComponent(hash.slice(1)));
  return hash.startsWith('#') && index >= 0 ? index : null;
}

/**
 * The site's tabs: WAI-ARIA "tabs with automatic activation" (roving tabindex, focus follows selection).
 * The server renders the tab list with the first panel shown, so nothing moves when the script takes
 * over. Each tab is a link to its panel: before the scripts have run, a tab followed shows its panel
 * through the stylesheet (`:target`), and hydration keeps that panel selected. Without JavaScript the
 * stylesheet hides the tab list and shows every panel under its heading.
 */
export function Tabs({ id, label, items, headingLevel = 3, announce }: TabsProps) {
  const hydrated = useHydrated();
  const tabId = (item: TabItem) => `${id}-tab-${item.id}`;
  const panelId = (item: TabItem) => `${id}-panel-${item.id}`;
  // A tab followed before the scripts ran (the address names its panel) stays selected; read once, as the
  // tabs hydrate (the address exists only in the browser).
  const panelIds = items.map(panelId).join(' ');
  const followed = useMemo(() => (hydrated ? targetedPanel(window.location.hash, panelIds.split(' ')) : null), [hydrated, panelIds]);
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? followed ?? 0;
  const [message, setMessage] = useState('');
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function select(index: number) {
    const item = items[index];
    if (index === selected || !item) return;
    setChosen(index);
    // Set only here, on the visitor's change, so nothing is read out when the page loads.
    if (announce) setMessage(announcementText(announce, item.label));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, selected, items.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div className={styles.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <a
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={`#${panelId(item)}`}
            role="tab"
            id={tabId(item)}
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={panelId(item)}
            tabIndex={index === selected ? 0 : -1}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              select(index);
            }}
          >
            {item.label}
          </a>
        ))}
      </div>
      {items.map((item, index) => (
        <section
          key={item.id}
          role="tabpanel"
          id={panelId(item)}
          className={styles.panel}
          aria-labelledby={tabId(item)}
          tabIndex={0}
          hidden={index !== selected}
        >
          <Heading className={styles.heading}>{item.label}</Heading>
          {item.content}
        </section>
      ))}
      {announce ? (
        <div role="status" className="visually-hidden">
          {message}
        </div>
      ) : null}
    </div>
  );
}
