import type { ReactNode } from 'react';
import { SiteLink } from '../ui/SiteLink';
import { Icon, LazyIcon } from '../ui/icons';
import type { SiteShell } from '../engine/config/shell';
import { chromeStrings } from '../ui/strings';

/**
 * The site's footer; `children` is where the footer's configured blocks (the sign-up form) render.
 * `far`: the page puts it screens below its first (a block that fills the screen comes first), so its
 * icons are lazy pictures of their files, fetched as it nears; otherwise they are drawn inline.
 */
export function Footer({ config, far = false, children }: { config: SiteShell; far?: boolean; children?: ReactNode }) {
  const { site, footer } = config;
  const FooterIcon = far ? LazyIcon : Icon;
  const words = chromeStrings(config.locale);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <SiteLink className="logo" to="/" aria-label={words.home(site.brand)}>
            <img src={site.logo.src} alt={site.logo.alt} width={150} height={40} loading="lazy" />
          </SiteLink>
          <ul className="footer-contact">
            <li>
              <a href={`mailto:${site.email}`}>
                <FooterIcon name="mail" /> <bdi dir="ltr">{site.email}</bdi>
              </a>
            </li>
            <li>
              <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>
                <FooterIcon name="phone" /> <bdi dir="ltr">{site.phone}</bdi>
              </a>
            </li>
            <li>
              <a href={site.address.mapsUrl} target="_blank" rel="noopener noreferrer">
                <FooterIcon name="location" /> {site.address.text}
              </a>
            </li>
          </ul>
          <ul className="social-links" aria-label={words.social}>
            {site.social.map((s) => (
              <li key={s.icon}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <FooterIcon name={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footer.columns.map((col) => (
          <nav className="footer-column" key={col.heading} aria-label={col.heading}>
            <h2 className="footer-heading">{col.heading}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href + l.label}>
                  <SiteLink to={l.href}>{l.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-blocks">{children}</div>
      </div>
      <div className="footer-bottom container">
        <p>
          {/* The name is isolated so its full stop stays at its end in a right-to-left line. */}© {new Date().getFullYear()} <bdi>{site.productName}.</bdi>{' '}
          {words.rights}
        </p>
        <p>
          {words.credit}{' '}
          <a href={site.credit.href} target="_blank" rel="noopener noreferrer">
            {site.credit.label}
          </a>
        </p>
      </div>
    </footer>
  );
}
