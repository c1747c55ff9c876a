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
      <div id={id} className={`${styles.submenu} ${styles.grouped}`}>
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
    <div id={id} className={styles.submenu}>
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

export function Navbar({ items, logo }: NavbarProps) {
  const pathname = usePathname();
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  const scrolled = useScrolledPast(SOLID_SCROLL_THRESHOLD);
  const enhanced = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const togglerRef = useRef<HTMLButtonElement>(null);
  const topRefs = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();

  // A new page, or a switch between the narrow and wide layouts, closes whatever was open.
  const [shownFor, setShownFor] = useState({ pathname, desktop });
  if (shownFor.pathname !== pathname || shownFor.desktop !== desktop) {
    setShownFor({ pathname, desktop });
    setMenuOpen(false);
    setOpenId(null);
    setSearchOpen(false);
  }

  // A click outside the search box closes it.
  useEffect(() => {
    if (!searchOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (searchRef.current && !searchRef.current.contains(event.target as Node)) setSearchOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [searchOpen]);

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
  const panelId = `${baseId}-panel`;
  const searchFormId = `${baseId}-search`;

  return (
    <header
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
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{menuOpen ? INTERFACE_TEXTS.navbar.closeMenu : INTERFACE_TEXTS.navbar.openMenu}</span>
        </button>

        <div id={panelId} className={styles.panel} onKeyDown={onPanelKeyDown} onClick={onPanelClick}>
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
                const submenuId = `${baseId}-${item.id}`;
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
                      // On desktop hover and focus already open the menu, so a click only opens;
                      // on narrow screens the click is the toggle.
                      onClick={() => setOpenId(desktop ? item.id : open ? null : item.id)}
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
              onClick={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon />
              <span className="visually-hidden">{searchOpen ? INTERFACE_TEXTS.navbar.closeSearch : INTERFACE_TEXTS.navbar.searchSite}</span>
            </button>
            <SearchForm
              id={searchFormId}
              className={styles.searchForm}
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
