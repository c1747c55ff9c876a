import { isGrouped, type NavItem, type NavLink, type NavMenuItem } from '@/config/navigation-types';
import { SearchForm } from '@/components/layout/search-form';
import { INTERFACE_TEXTS } from '@/config/interface';
import { NavbarBehaviour } from '@/components/layout/navbar-behaviour';
import { NAVBAR_IDS } from '@/components/layout/navbar-constants';
import { ChevronDownIcon, CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import styles from './navbar.module.css';

interface NavbarProps {
  items: NavItem[];
  logo: { src: string; alt: string; width: number; height: number };
}

function MenuLink({ link, className }: { link: NavLink; className?: string }) {
  return (
    <SiteLink className={className} href={link.url} external={link.external}>
      {link.name}
    </SiteLink>
  );
}

function SubMenu({ item, id }: { item: NavMenuItem; id: string }) {
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
                    <MenuLink link={link} className={styles.subLink} />
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
            <MenuLink link={link} className={styles.subLink} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The navigation, rendered on the server and hydrated as nothing but its one leaf. Its menus and search box
 * are popovers opened by their buttons (`popovertarget`), so they work from the first paint, before the
 * scripts have run or when they never arrive. `NavbarBehaviour` (a client leaf that renders nothing) then
 * adds what the platform does not: hover and focus on wide screens, the narrow screens' in-place sub-menus,
 * the solid bar once scrolled, the buttons' expanded states and names, and the current page marked.
 */
export function Navbar({ items, logo }: NavbarProps) {
  const { header: headerId, panel: panelId, search: searchFormId, menuPrefix: submenuPrefix } = NAVBAR_IDS;
  return (
    <header
      id={headerId}
      // Dark whether it is transparent over the page's dark hero or solid navy: the light focus ring.
      className={`on-dark ${styles.navbar}`}
      data-solid="false"
      data-enhanced="false"
      data-menu-open="false"
      data-testid="navbar"
    >
      <div className={styles.inner}>
        <SiteLink href="/" className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </SiteLink>

        <button type="button" className={styles.toggler} aria-expanded="false" aria-controls={panelId} popoverTarget={panelId} data-navbar-toggler="">
          {/* Both: the stylesheet shows the one that fits, also while a menu opened before hydration is open. */}
          <MenuIcon className={styles.openIcon} />
          <CloseIcon className={styles.closeIcon} />
          <span className="visually-hidden" data-label-open={INTERFACE_TEXTS.navbar.openMenu} data-label-close={INTERFACE_TEXTS.navbar.closeMenu}>
            {INTERFACE_TEXTS.navbar.openMenu}
          </span>
        </button>

        <div id={panelId} className={styles.panel} popover="auto">
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
                        data-nav-id={item.id}
                      >
                        {item.section}
                      </SiteLink>
                    </li>
                  );
                }
                const submenuId = `${submenuPrefix}${item.id}`;
                return (
                  <li key={item.id} className={styles.item} data-open="false" data-grouped={isGrouped(item.subSections)} data-menu-item={item.id}>
                    <button
                      type="button"
                      className={styles.top}
                      aria-expanded="false"
                      aria-controls={submenuId}
                      aria-label={item.ariaLabel}
                      data-nav-id={item.id}
                      // The popover's button before hydration; the leaf then makes it open only (wide
                      // screens, where hover and focus already open the menu) or toggle in place (narrow).
                      popoverTarget={submenuId}
                    >
                      {item.section}
                      <ChevronDownIcon className={styles.chevron} />
                    </button>
                    <SubMenu item={item} id={submenuId} />
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className={styles.search} data-open="false" data-navbar-search="">
            <button type="button" className={styles.searchToggle} aria-expanded="false" aria-controls={searchFormId} popoverTarget={searchFormId}>
              <SearchIcon />
              <span className="visually-hidden" data-label-open={INTERFACE_TEXTS.navbar.searchSite} data-label-close={INTERFACE_TEXTS.navbar.closeSearch}>
                {INTERFACE_TEXTS.navbar.searchSite}
              </span>
            </button>
            <SearchForm id={searchFormId} className={styles.searchForm} popover label={INTERFACE_TEXTS.navbar.searchSite} />
          </div>
        </div>
      </div>
      <NavbarBehaviour />
    </header>
  );
}
