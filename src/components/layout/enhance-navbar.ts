import { DESKTOP_MIN_WIDTH, NAVBAR_IDS, SOLID_SCROLL_THRESHOLD } from '@/components/layout/navbar-constants';
import { searchHref } from '@/lib/search-href';

export interface EnhancedNavbar {
  /** A page is shown: on a new one, whatever was open closes; the link to it is marked current. */
  showPage: (pathname: string) => void;
  /** Takes every listener off again. */
  stop: () => void;
}

interface MenuItem {
  id: string;
  item: HTMLElement;
  button: HTMLButtonElement;
  submenu: HTMLElement | null;
}

/** Shows or hides a popover to match `open` (a no-op when it already does). */
function setPopover(element: HTMLElement | null, open: boolean) {
  if (!element || element.matches(':popover-open') === open) return;
  if (open) element.showPopover();
  else element.hidePopover();
}

/** A button's visually hidden name, which says what pressing it does now. */
function setLabel(button: Element | null, open: boolean) {
  const label = button?.querySelector<HTMLElement>('[data-label-open]');
  if (!label) return;
  const text = open ? label.dataset.labelClose : label.dataset.labelOpen;
  if (text !== undefined && label.textContent !== text) label.textContent = text;
}

const setAttribute = (element: Element | null, name: string, value: string) => {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
};

/**
 * The navigation's behaviour beyond the platform's, on the server's markup (src/components/layout/navbar.tsx).
 * Before this runs the popovers already open from their buttons (the browser does it); from here on one
 * state (the narrow screens' menu, the open sub-menu, the search box) is kept in step with them both ways: a
 * toggle by the browser (a button, Escape, a click outside) updates the state, and every change of state is
 * drawn into the popovers, the buttons' expanded states and names, and the bar's attributes. It adds hover
 * and focus on wide screens, and on narrow ones opens the sub-menus in place instead of as popovers.
 *
 * Plain DOM rather than React state: the markup is the server's, so hydrating the bar costs nothing, and a
 * change of state touches only the attributes that change.
 */
export function enhanceNavbar(header: HTMLElement): EnhancedNavbar {
  const desktopQuery = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  let desktop = desktopQuery.matches;
  let menuOpen = false;
  let openId: string | null = null;
  let searchOpen = false;
  let searchWasOpen = false;
  let shownPath: string | null = null;
  // Set while focus is handed back to a top item, so that this focus does not reopen its menu.
  let returningFocus = false;

  const panel = document.getElementById(NAVBAR_IDS.panel);
  const searchForm = document.getElementById(NAVBAR_IDS.search);
  const toggler = header.querySelector<HTMLButtonElement>('[data-navbar-toggler]');
  const searchBox = header.querySelector<HTMLElement>('[data-navbar-search]');
  const searchToggle = searchBox?.querySelector<HTMLButtonElement>(`button[aria-controls="${NAVBAR_IDS.search}"]`) ?? null;
  const items: MenuItem[] = Array.from(header.querySelectorAll<HTMLElement>('li[data-menu-item]')).flatMap((item) => {
    const id = item.dataset.menuItem ?? '';
    const button = item.querySelector<HTMLButtonElement>(':scope > button');
    return button ? [{ id, item, button, submenu: document.getElementById(`${NAVBAR_IDS.menuPrefix}${id}`) }] : [];
  });

  function drawSolid() {
    setAttribute(header, 'data-solid', String(window.scrollY > SOLID_SCROLL_THRESHOLD || (menuOpen && !desktop)));
  }

  /** The state drawn into the page. */
  function draw() {
    setPopover(panel, menuOpen && !desktop);
    setPopover(searchForm, searchOpen && desktop);
    for (const { id, item, button, submenu } of items) {
      const open = openId === id;
      setPopover(submenu, desktop && open);
      setAttribute(item, 'data-open', String(open));
      setAttribute(button, 'aria-expanded', String(open));
      // Wide screens: the button only opens (hover and focus already do); narrow: the click toggles in place.
      if (desktop) {
        setAttribute(button, 'popovertarget', `${NAVBAR_IDS.menuPrefix}${id}`);
        setAttribute(button, 'popovertargetaction', 'show');
      } else {
        button.removeAttribute('popovertarget');
        button.removeAttribute('popovertargetaction');
      }
    }
    setAttribute(header, 'data-menu-open', String(menuOpen));
    setAttribute(toggler, 'aria-expanded', String(menuOpen));
    setLabel(toggler, menuOpen);
    setAttribute(searchBox, 'data-open', String(searchOpen));
    setAttribute(searchToggle, 'aria-expanded', String(searchOpen));
    setLabel(searchToggle, searchOpen);
    drawSolid();
    // The search box opened on a wide screen takes the focus.
    const searchShown = searchOpen && desktop;
    if (searchShown && !searchWasOpen) searchForm?.querySelector('input')?.focus();
    searchWasOpen = searchShown;
  }

  function closeAll() {
    for (const element of header.querySelectorAll<HTMLElement>(':popover-open')) element.hidePopover();
    menuOpen = false;
    openId = null;
    searchOpen = false;
  }

  // The browser opens and closes the popovers itself (their buttons, Escape, a click outside): follow it.
  const follow = (element: Element, open: boolean) => {
    if (element === panel) menuOpen = open;
    else if (element === searchForm) searchOpen = open;
    else if (element.id.startsWith(NAVBAR_IDS.menuPrefix) && desktop) {
      const id = element.id.slice(NAVBAR_IDS.menuPrefix.length);
      openId = open ? id : openId === id ? null : openId;
    } else return;
    draw();
  };
  // Toggle events do not bubble: listened to on the way down. They come after the change, so the popovers
  // drawn from them are not shown or hidden in the middle of it (which the browser refuses).
  const onToggle = (event: Event) => follow(event.target as Element, (event as ToggleEvent).newState === 'open');

  // A switch between the narrow and wide layouts closes whatever was open.
  const onLayout = () => {
    desktop = desktopQuery.matches;
    closeAll();
    draw();
  };

  const closeItem = (id: string, returnFocus: boolean) => {
    if (openId === id) openId = null;
    if (returnFocus) {
      returningFocus = true;
      items.find((entry) => entry.id === id)?.button.focus({ preventScroll: true });
      returningFocus = false;
    }
    draw();
  };

  const open = (id: string, when: boolean) => {
    if (!when) return;
    openId = id;
    draw();
  };

  const itemListeners = items.map(({ id, item, button }) => {
    const listeners: Array<[EventTarget, string, EventListener]> = [
      [item, 'mouseenter', () => open(id, desktop)],
      [
        item,
        'mouseleave',
        () => {
          if (desktop) closeItem(id, false);
        },
      ],
      [item, 'focusin', () => open(id, desktop && !returningFocus)],
      [
        item,
        'focusout',
        (event) => {
          if (desktop && !item.contains((event as FocusEvent).relatedTarget as Node | null)) closeItem(id, false);
        },
      ],
      [
        item,
        'keydown',
        (event) => {
          if ((event as KeyboardEvent).key !== 'Escape' || openId !== id) return;
          event.stopPropagation();
          closeItem(id, true);
        },
      ],
      [
        button,
        'click',
        () => {
          openId = desktop ? id : openId === id ? null : id;
          draw();
        },
      ],
    ];
    return listeners;
  });

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (searchOpen) {
      searchOpen = false;
      draw();
      searchToggle?.focus();
    } else if (menuOpen && !desktop) {
      menuOpen = false;
      draw();
      toggler?.focus();
    }
  };
  // Following a link inside the menu closes it, even when the link leads to the current page.
  const onPanelClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    openId = null;
    menuOpen = false;
    draw();
  };
  // A search started from the box closes it and the menu (the box's own handler, later, ignores an empty one).
  const onSubmit = (event: SubmitEvent) => {
    if (!searchForm || event.target !== searchForm) return;
    if (searchHref(searchForm.querySelector('input')?.value ?? '') === null) return;
    searchOpen = false;
    menuOpen = false;
    draw();
  };

  const listeners: Array<[EventTarget, string, EventListener, AddEventListenerOptions?]> = [
    [header, 'toggle', onToggle, { capture: true }],
    [desktopQuery, 'change', onLayout],
    [window, 'scroll', drawSolid, { passive: true }],
    [panel ?? header, 'keydown', onPanelKeyDown as EventListener],
    [panel ?? header, 'click', onPanelClick as EventListener],
    [header, 'submit', onSubmit as EventListener],
    ...itemListeners.flat(),
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);

  // Take in what the visitor opened before the scripts ran; it stays open. On narrow screens a sub-menu
  // opened then, a popover over the menu, becomes the in-place sub-menu.
  for (const element of header.querySelectorAll<HTMLElement>(':popover-open')) {
    if (element.id.startsWith(NAVBAR_IDS.menuPrefix) && !desktop) {
      element.hidePopover();
      openId = element.id.slice(NAVBAR_IDS.menuPrefix.length);
    } else if (element === panel) menuOpen = true;
    else if (element === searchForm) searchOpen = true;
    else if (element.id.startsWith(NAVBAR_IDS.menuPrefix)) openId = element.id.slice(NAVBAR_IDS.menuPrefix.length);
  }
  // A search box the visitor opened before keeps whatever focus they gave it.
  searchWasOpen = searchOpen && desktop;
  header.setAttribute('data-enhanced', 'true');
  draw();

  return {
    showPage(pathname) {
      if (shownPath !== null && shownPath !== pathname) {
        closeAll();
        draw();
      }
      shownPath = pathname;
      for (const link of panel?.querySelectorAll<HTMLAnchorElement>('a[href]:not([target])') ?? []) {
        if (link.getAttribute('href') === pathname) setAttribute(link, 'aria-current', 'page');
        else link.removeAttribute('aria-current');
      }
    },
    stop() {
      for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
      header.setAttribute('data-enhanced', 'false');
    },
  };
}
