import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { localeBase } from '../engine/config/locales';
import { useLocale } from '../engine/site';
import { chromeStrings } from '../ui/strings';
import { SiteLink } from '../ui/SiteLink';
import { useUiStore } from '../state/ui';
import { Icon } from '../ui/icons';
import type { NavItem } from '../engine/types';
import type { SiteShell } from '../engine/config/shell';

/*
 * Why <details>/<summary> and not buttons: the menus must open before the script has
 * run, or without it (every menu works without JavaScript). A summary toggles its
 * details natively on a tap, a click, Enter or Space, in every browser, and is announced
 * as an expandable control; CSS reads `[open]` to show the panel, which sits beside the
 * details rather than inside it so that, before hydration, the desktop panels can also
 * open on :hover and :focus-within (global.css). A checkbox hack would need a label that
 * the keyboard cannot reach; `:focus-within` alone fails on Safari, where a tap does not
 * focus. Before the site's code, the header is an island of its own (menuIsland.ts, a few
 * lines loaded when the visitor reaches for the header, never the app): Escape and leaving
 * the bar close there too. Once hydrated, the store owns `open` (clicks are taken over), so
 * the menus' rules (close on route change, Escape, hover, leaving the nav) are plain state changes.
 */

function useScrolled(threshold = 40) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

const isMouse = (e: PointerEvent) => e.pointerType === 'mouse';

/** Whether the bar is the desktop one: there, the phone menu's toggle is hidden (global.css sets the width). */
function showsDesktopBar(inside: Element): boolean {
  const toggle = inside.closest('nav')?.querySelector('.menu-disclosure');
  return !!toggle && getComputedStyle(toggle).display === 'none';
}

/** A mouse on the desktop bar: hover opens and leaving closes, so a click must not toggle under the pointer. */
const mouseOnDesktopBar = (e: { nativeEvent: Event; currentTarget: Element }) =>
  (e.nativeEvent as Partial<globalThis.PointerEvent>).pointerType === 'mouse' && showsDesktopBar(e.currentTarget);

// Links arrive with {brand} already expanded (the config shell).
function DropdownPanel({ item, id }: { item: NavItem; id: string }) {
  const dropdown = item.dropdown!;
  // Close at the click, not when the next page has loaded: the panel would hang over it meanwhile.
  const closeMenus = useUiStore((s) => s.closeMenus);
  return (
    <div className="dropdown-panel" id={id}>
      {/* Lazy, and in a panel that is display:none until opened: it costs nothing on first paint. */}
      <img className="dropdown-image" src={dropdown.image.src} alt={dropdown.image.alt} width={320} height={200} loading="lazy" decoding="async" />
      <ul className="dropdown-cards">
        {dropdown.links.map((l) => (
          <li key={l.href}>
            <SiteLink className="dropdown-card" to={l.href} onClick={closeMenus}>
              <span className="dropdown-card-title">{l.label}</span>
              {l.description ? <span className="dropdown-card-text">{l.description}</span> : null}
            </SiteLink>
          </li>
        ))}
      </ul>
      {dropdown.button ? (
        <SiteLink className="button button-outline dropdown-button" to={dropdown.button.href} onClick={closeMenus}>
          {dropdown.button.label}
        </SiteLink>
      ) : null}
    </div>
  );
}

/**
 * The page's query for the same page in another language: its list page and filters kept, the
 * server's marker of a page held whole for a browser without script (noscript=1) left out.
 */
function ownQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('noscript');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The same page in the site's other languages: plain links (another language is a new page load,
 * its own texts), so they work before and without script. The list's page and category stay.
 */
function LanguageSwitcher() {
  const { locale, locales } = useLocale();
  const { pathname, search } = useLocation();
  if (locales.length < 2) return null;
  return (
    <ul className="language-switcher" aria-label={chromeStrings(locale.code).languages}>
      {locales
        .filter((l) => l.code !== locale.code)
        .map((l) => (
          <li key={l.code}>
            <a href={`${localeBase(l.code, locales)}${pathname}${ownQuery(search)}`} hrefLang={l.code} lang={l.code} dir={l.dir}>
              {l.label}
            </a>
          </li>
        ))}
    </ul>
  );
}

function NavEntry({ item }: { item: NavItem }) {
  const open = useUiStore((s) => s.openDropdown === item.label);
  const setOpenDropdown = useUiStore((s) => s.setOpenDropdown);
  const panelId = useId();
  const previous = chromeStrings(useLocale().locale.code).back;
  const cls = item.mobileOnly ? 'nav-item mobile-only' : 'nav-item';

  if (!item.dropdown) {
    return (
      <li className={cls}>
        {/* discover="none": no data-discover attribute, which only framework mode's route discovery reads (bytes in every page). */}
        <NavLink className="nav-link" to={item.href ?? '/'} end={item.href === '/'} discover="none">
          {item.label}
        </NavLink>
      </li>
    );
  }
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape') {
      setOpenDropdown(null);
      e.currentTarget.querySelector('summary')?.focus();
    }
  };
  const onClick = (e: MouseEvent<HTMLElement>) => {
    // The store decides, not the browser's own toggle: one source of truth once hydrated.
    e.preventDefault();
    // Touch and keys toggle; on the phone menu that opens the next level, and on that
    // level this same control reads PREVIOUS and goes back one. Read from the store, not
    // this render: a hover may have opened it a moment ago.
    const isOpen = useUiStore.getState().openDropdown === item.label;
    setOpenDropdown(isOpen && !mouseOnDesktopBar(e) ? null : item.label);
  };
  return (
    <li
      className={`${cls} has-dropdown`}
      onPointerEnter={(e) => isMouse(e) && showsDesktopBar(e.currentTarget) && setOpenDropdown(item.label)}
      onKeyDown={onKeyDown}
    >
      {/* name: one dropdown open at a time, natively too. */}
      <details className="nav-disclosure" name="main-nav" open={open} data-menu={item.label}>
        <summary className="nav-link nav-dropdown-toggle" aria-controls={panelId} onClick={onClick}>
          <span className="nav-dropdown-label">{item.label}</span>
          <span className="nav-previous">{previous}</span>
        </summary>
      </details>
      <DropdownPanel item={item} id={panelId} />
    </li>
  );
}

/**
 * At hydration, what the visitor opened natively (a summary tapped, a panel hovered or
 * focused on desktop) becomes the store's state, so the script never undoes it.
 */
function useAdoptNativeMenus(nav: RefObject<HTMLElement | null>) {
  const adoptMenus = useUiStore((s) => s.adoptMenus);
  useEffect(() => {
    const el = nav.current;
    if (!el) return;
    const menu = el.querySelector<HTMLDetailsElement>('details.menu-disclosure');
    const opened = el.querySelector<HTMLElement>('details[data-menu][open]');
    // The toggle is hidden where the desktop bar shows (global.css decides the width).
    const desktop = !!menu && getComputedStyle(menu).display === 'none';
    const pointed = desktop ? el.querySelector<HTMLElement>('.has-dropdown:is(:hover, :focus-within) > details[data-menu]') : null;
    const dropdown = (opened ?? pointed)?.dataset.menu ?? null;
    if (menu?.open || dropdown) adoptMenus({ mobileMenuOpen: menu?.open ?? false, openDropdown: dropdown });
  }, [nav, adoptMenus]);
}

export function Header({ config }: { config: SiteShell }) {
  const scrolled = useScrolled();
  const navRef = useRef<HTMLElement>(null);
  const mobileMenuOpen = useUiStore((s) => s.mobileMenuOpen);
  const setMobileMenuOpen = useUiStore((s) => s.setMobileMenuOpen);
  const setOpenDropdown = useUiStore((s) => s.setOpenDropdown);
  useAdoptNativeMenus(navRef);
  const words = chromeStrings(config.locale);

  useEffect(() => {
    document.body.classList.toggle('nav-active', mobileMenuOpen);
  }, [mobileMenuOpen]);

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
      <a className="skip-link" href="#main">
        {words.skip}
      </a>
      <div className="top-strip">
        <div className="container top-strip-row">
          <ul className="top-strip-links">
            {config.header.topStrip.map((l) => (
              <li key={l.href}>
                <SiteLink to={l.href}>{l.label}</SiteLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher />
        </div>
      </div>
      <nav
        className="main-nav container"
        aria-label={words.mainNav}
        ref={navRef}
        // A mouse leaving the desktop bar closes; the phone menu's level stays until PREVIOUS.
        onPointerLeave={(e) => isMouse(e) && showsDesktopBar(e.currentTarget) && setOpenDropdown(null)}
        // Escape outside a dropdown closes the phone menu (a dropdown's own Escape is its item's).
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !mobileMenuOpen || (e.target as Element).closest('.has-dropdown')) return;
          setMobileMenuOpen(false);
          e.currentTarget.querySelector<HTMLElement>('.menu-toggle')?.focus();
        }}
      >
        <SiteLink className="logo" to="/" aria-label={words.home(config.site.brand)}>
          <img src={config.site.logo.src} alt={config.site.logo.alt} width={150} height={40} fetchPriority="low" />
        </SiteLink>
        {/* The panel is a sibling (CSS: [open] ~ .nav-panel) so it stays in view on desktop, where this is hidden. */}
        <details className="menu-disclosure" open={mobileMenuOpen}>
          <summary
            className="menu-toggle"
            aria-controls="main-menu"
            onClick={(e) => {
              e.preventDefault();
              setMobileMenuOpen(!mobileMenuOpen);
            }}
          >
            {/* Both states are in the markup and CSS picks one by [open]: right before the script, too. */}
            <Icon name="menu" className="icon when-closed" />
            <Icon name="close" className="icon when-open" />
            <span className="visually-hidden when-closed">{words.openMenu}</span>
            <span className="visually-hidden when-open">{words.closeMenu}</span>
          </summary>
        </details>
        <div className="nav-panel" id="main-menu">
          <ul className="nav-list">
            {config.header.nav.map((item) => (
              <NavEntry key={item.label} item={item} />
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
