'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { isGrouped, type NavItem, type NavLink, type NavMenuItem } from '@/config/navigation-types';
import { SearchForm } from '@/components/layout/search-form';
import { INTERFACE_TEXTS } from '@/config/interface';
import { useHydrated, useMediaQuery, useScrolledPast } from '@/lib/use-browser-state';
import { ChevronDownIcon, CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import styles from './navbar.module.css';

/** Scrolled further than this, the bar turns solid (SPEC §9). */
export const SOLID_SCROLL_THRESHOLD = 50;
/** At this width and wider the desktop layout applies (SPEC §9). */
export const DESKTOP_MIN_WIDTH = 992;

interface NavbarProps {
  items: NavItem[];
  logo: { src: string; alt: string; width: number; height: number };
}

function MenuLink({ link, className, pathname }: { link: NavLink; className?: string; pathname: string }) {
  return (
    <SiteLink className={className} href={link.url} external={link.external} current={link.url === pathname}>
      {link.name}
    </SiteLink>
  );
}

function SubMenu({ item, id, pathname }: { item: NavMenuItem; id: string; pathname: string }) {
  const { subSections } = item;
  if (isGrouped(subSections)) {
    return (
      <div id={id} className={`${styles.submenu} ${styles.grouped}`} popover="auto">
        {subSections.map((group, index) => {
          const headingId = `${id}-group-${index}`;
          return (
            <div key={group.name} className={styles.group}>
              <p className={styles.groupHeading} id={headingId}>
                {group.name}
              </p>
              <ul aria-labelledby={headingId}>
                {group.subSections.map((link) => (
                  <li key={link.url}>
                    <MenuLink link={link} className={styles.subLink} pathname={pathname} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    );
  }
  return (
    <div id={id} className={styles.submenu} popover="auto">
      <ul>
        {subSections.map((link) => (
          <li key={link.url}>
            <MenuLink link={link} className={styles.subLink} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the wide layout applies now (read in event handlers, where the rendered value may be behind). */
const isDesktop = () => window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;

/** Shows or hides a popover to match `open` (a no-op when it already does). */
function setPopover(element: HTMLElement | null, open: boolean) {
  if (!element || element.matches(':popover-open') === open) return;
  if (open) element.showPopover();
  else element.hidePopover();
}

/**
 * The navigation. Its menus and search box are popovers opened by their buttons (`popovertarget`), so
 * they work from the first paint, before the scripts have run or when they never arrive; once hydrated,
 * React keeps its own state in step with them (a toggle by the browser updates the state, a change of
 * state shows or hides the popover), and adds hover, focus and the narrow screens' in-place sub-menus.
 */
export function Navbar({ items, logo }: NavbarProps) {
  const pathname = usePathname();
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  const scrolled = useScrolledPast(SOLID_SCROLL_THRESHOLD);
  const enhanced = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  // Set once the state has taken in what the browser opened before hydration: until then the state
  // must not show or hide any popover (it would close what the visitor opened).
  const [adopted, setAdopted] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);
  const togglerRef = useRef<HTMLButtonElement>(null);
  const topRefs = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const searchFormId = `${baseId}-search`;
  const submenuPrefix = `${baseId}-menu-`;

  // The browser opens and closes the popovers itself (their buttons, Escape, a click outside): follow it.
  // Before hydration it may already have opened one, which stays open. On narrow screens a sub-menu opened
  // before hydration, a popover over the menu, becomes the in-place sub-menu.
  useEffect(() => {
    const header = headerRef.current;
    if (!enhanced || !header) return;
    const follow = (element: Element, open: boolean) => {
      if (element.id === panelId) setMenuOpen(open);
      else if (element.id === searchFormId) setSearchOpen(open);
      else if (element.id.startsWith(submenuPrefix) && isDesktop()) {
        const id = element.id.slice(submenuPrefix.length);
        setOpenId((current) => (open ? id : current === id ? null : current));
      }
    };
    for (const element of header.querySelectorAll<HTMLElement>(':popover-open')) {
      if (element.id.startsWith(submenuPrefix) && !isDesktop()) {
        element.hidePopover();
        setOpenId(element.id.slice(submenuPrefix.length));
      } else follow(element, true);
    }
    setAdopted(true);
    const onToggle = (event: Event) => follow(event.target as Element, (event as ToggleEvent).newState === 'open');
    // After the change (state set within the change would show or hide a popover in the middle of it, which
    // the browser refuses); toggle events do not bubble: listen on the way down.
    header.addEventListener('toggle', onToggle, true);
    return () => header.removeEventListener('toggle', onToggle, true);
  }, [enhanced, panelId, searchFormId, submenuPrefix]);

  // A new page, or a switch between the narrow and wide layouts, closes whatever was open.
  const shownFor = useRef<{ pathname: string; desktop: boolean } | null>(null);
  useEffect(() => {
    if (!enhanced) return;
    const before = shownFor.current;
    shownFor.current = { pathname, desktop };
    if (!before || (before.pathname === pathname && before.desktop === desktop)) return;
    for (const element of headerRef.current?.querySelectorAll<HTMLElement>(':popover-open') ?? []) element.hidePopover();
    setMenuOpen(false);
    setOpenId(null);
    setSearchOpen(false);
  }, [enhanced, pathname, desktop]);

  // The state shows or hides the popovers; on narrow screens the sub-menus open in place, not as popovers.
  useEffect(() => {
    if (!adopted) return;
    setPopover(document.getElementById(panelId), menuOpen && !desktop);
    setPopover(document.getElementById(searchFormId), searchOpen && desktop);
    for (const item of items) {
      if (item.kind === 'menu') setPopover(document.getElementById(`${submenuPrefix}${item.id}`), desktop && openId === item.id);
    }
  }, [adopted, desktop, menuOpen, searchOpen, openId, items, panelId, searchFormId, submenuPrefix]);

  // Set while focus is handed back to a top item, so that this focus does not reopen its menu.
  const returningFocus = useRef(false);

  const closeItem = useCallback((id: string, returnFocus: boolean) => {
    setOpenId((current) => (current === id ? null : current));
    if (returnFocus) {
      returningFocus.current = true;
      topRefs.current.get(id)?.focus({ preventScroll: true });
      returningFocus.current = false;
    }
  }, []);

  const onItemFocus = (id: string) => () => {
    if (!returningFocus.current) setOpenId(id);
  };

  const onItemKeyDown = (id: string) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && openId === id) {
      event.stopPropagation();
      closeItem(id, true);
    }
  };

  const onItemBlur = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (!desktop) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeItem(id, false);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    if (searchOpen) {
      setSearchOpen(false);
      searchRef.current?.querySelector('button')?.focus();
    } else if (menuOpen && !desktop) {
      setMenuOpen(false);
      togglerRef.current?.focus();
    }
  };

  // Following a link inside the menu closes it, even when the link leads to the current page.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) {
      setOpenId(null);
      setMenuOpen(false);
    }
  };

  const solid = scrolled || (menuOpen && !desktop);

  return (
    <header
      ref={headerRef}
      // Dark whether it is transparent over the page's dark hero or solid navy: the light focus ring.
      className={`on-dark ${styles.navbar}`}
      data-solid={solid}
      data-enhanced={enhanced}
      data-menu-open={menuOpen}
      data-testid="navbar"
    >
      <div className={styles.inner}>
        <SiteLink href="/" className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </SiteLink>

        <button
          ref={togglerRef}
          type="button"
          className={styles.toggler}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          popoverTarget={panelId}
        >
          {/* Both: the stylesheet shows the one that fits, also while a menu opened before hydration is open. */}
          <MenuIcon className={styles.openIcon} />
          <CloseIcon className={styles.closeIcon} />
          <span className="visually-hidden">{menuOpen ? INTERFACE_TEXTS.navbar.closeMenu : INTERFACE_TEXTS.navbar.openMenu}</span>
        </button>

        <div id={panelId} className={styles.panel} popover="auto" onKeyDown={onPanelKeyDown} onClick={onPanelClick}>
          <nav aria-label={INTERFACE_TEXTS.navbar.landmark} className={styles.nav}>
            <ul className={styles.items}>
              {items.map((item) => {
                if (item.kind === 'link') {
                  return (
                    <li key={item.id} className={styles.item}>
                      <SiteLink
                        className={item.external ? `${styles.top} ${styles.externalTop}` : styles.top}
                        href={item.url}
                        external={item.external}
                        current={item.url === pathname}
                        data-nav-id={item.id}
                      >
                        {item.section}
                      </SiteLink>
                    </li>
                  );
                }
                const submenuId = `${submenuPrefix}${item.id}`;
                const open = openId === item.id;
                return (
                  <li
                    key={item.id}
                    className={styles.item}
                    data-open={open}
                    data-grouped={isGrouped(item.subSections)}
                    onMouseEnter={desktop ? () => setOpenId(item.id) : undefined}
                    onMouseLeave={desktop ? () => closeItem(item.id, false) : undefined}
                    onFocus={desktop ? onItemFocus(item.id) : undefined}
                    onBlur={onItemBlur(item.id)}
                    onKeyDown={onItemKeyDown(item.id)}
                  >
                    <button
                      ref={(node) => {
                        if (node) topRefs.current.set(item.id, node);
                        else topRefs.current.delete(item.id);
                      }}
                      type="button"
                      className={styles.top}
                      aria-expanded={open}
                      aria-controls={submenuId}
                      aria-label={item.ariaLabel}
                      data-nav-id={item.id}
                      // The popover's button before hydration and on wide screens, where hover and focus
                      // already open the menu, so a click only opens; on narrow screens, once hydrated, the
                      // click toggles the sub-menu in place.
                      popoverTarget={enhanced && !desktop ? undefined : submenuId}
                      popoverTargetAction={enhanced && desktop ? 'show' : undefined}
                      onClick={enhanced ? () => setOpenId(desktop ? item.id : open ? null : item.id) : undefined}
                    >
                      {item.section}
                      <ChevronDownIcon className={styles.chevron} />
                    </button>
                    <SubMenu item={item} id={submenuId} pathname={pathname} />
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className={styles.search} ref={searchRef} data-open={searchOpen}>
            <button
              type="button"
              className={styles.searchToggle}
              aria-expanded={searchOpen}
              aria-controls={searchFormId}
              popoverTarget={searchFormId}
            >
              <SearchIcon />
              <span className="visually-hidden">{searchOpen ? INTERFACE_TEXTS.navbar.closeSearch : INTERFACE_TEXTS.navbar.searchSite}</span>
            </button>
            <SearchForm
              id={searchFormId}
              className={styles.searchForm}
              popover
              label={INTERFACE_TEXTS.navbar.searchSite}
              autoFocus={searchOpen && desktop}
              onSearched={() => {
                setSearchOpen(false);
                setMenuOpen(false);
              }}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
