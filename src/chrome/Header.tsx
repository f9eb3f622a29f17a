import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { SiteLink } from '../ui/SiteLink';
import { useUiStore } from '../state/ui';
import { Icon } from '../ui/icons';
import type { NavItem } from '../engine/types';
import type { SiteShell } from '../engine/config/shell';

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

// Links arrive with {brand} already expanded (the config shell).
function DropdownPanel({ item, id, hidden }: { item: NavItem; id: string; hidden: boolean }) {
  const dropdown = item.dropdown!;
  // Close at the click, not when the next page has loaded: the panel would hang over it meanwhile.
  const closeMenus = useUiStore((s) => s.closeMenus);
  return (
    <div className="dropdown-panel" id={id} hidden={hidden}>
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

function NavEntry({ item }: { item: NavItem }) {
  const openDropdown = useUiStore((s) => s.openDropdown);
  const setOpenDropdown = useUiStore((s) => s.setOpenDropdown);
  const mobileLevel = useUiStore((s) => s.mobileLevel);
  const setMobileLevel = useUiStore((s) => s.setMobileLevel);
  const panelId = useId();
  const cls = item.mobileOnly ? 'nav-item mobile-only' : 'nav-item';

  if (!item.dropdown) {
    return (
      <li className={cls}>
        <NavLink className="nav-link" to={item.href ?? '/'} end={item.href === '/'}>
          {item.label}
        </NavLink>
      </li>
    );
  }
  const open = openDropdown === item.label || mobileLevel === item.label;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setOpenDropdown(null);
      setMobileLevel(null);
      (e.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
    }
  };
  return (
    <li
      className={`${cls} has-dropdown${open ? ' is-active' : ''}`}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setOpenDropdown(item.label)}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="nav-link nav-dropdown-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // Touch has no hover: a tap toggles; on the mobile menu it opens the next level.
          setOpenDropdown(open ? null : item.label);
          setMobileLevel(mobileLevel === item.label ? null : item.label);
        }}
      >
        {item.label}
      </button>
      <DropdownPanel item={item} id={panelId} hidden={!open} />
    </li>
  );
}

export function Header({ config }: { config: SiteShell }) {
  const scrolled = useScrolled();
  const mobileMenuOpen = useUiStore((s) => s.mobileMenuOpen);
  const setMobileMenuOpen = useUiStore((s) => s.setMobileMenuOpen);
  const mobileLevel = useUiStore((s) => s.mobileLevel);
  const setMobileLevel = useUiStore((s) => s.setMobileLevel);
  const setOpenDropdown = useUiStore((s) => s.setOpenDropdown);

  useEffect(() => {
    document.body.classList.toggle('nav-active', mobileMenuOpen);
  }, [mobileMenuOpen]);

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="top-strip">
        <ul className="container top-strip-links">
          {config.header.topStrip.map((l) => (
            <li key={l.href}>
              <SiteLink to={l.href}>{l.label}</SiteLink>
            </li>
          ))}
        </ul>
      </div>
      <nav className="main-nav container" aria-label="Main" onMouseLeave={() => setOpenDropdown(null)}>
        <SiteLink className="logo" to="/" aria-label={`${config.site.brand} home`}>
          <img src={config.site.logo.src} alt={config.site.logo.alt} width={150} height={40} />
        </SiteLink>
        <button
          type="button"
          className={`menu-toggle${mobileMenuOpen ? ' is-active' : ''}`}
          aria-expanded={mobileMenuOpen}
          aria-controls="main-menu"
          onClick={() => setMobileMenuOpen(!mobileMenuOpen)}
        >
          <Icon name={mobileMenuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{mobileMenuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div className={`nav-panel${mobileMenuOpen ? ' is-active' : ''}${mobileLevel ? ' is-level-2' : ''}`} id="main-menu">
          {mobileLevel ? (
            <button type="button" className="nav-previous" onClick={() => setMobileLevel(null)}>
              PREVIOUS
            </button>
          ) : null}
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
