import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import ContactDetails from './ContactDetails';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishConfig } from '../../test/config';
import type { SiteConfig } from '../../engine/types';
import { siteFromConfig } from '../../engine/site';
import { SiteProvider } from '../../engine/SiteProvider';
import { renderBlock, testConnection } from '../../test/renderBlock';
import contactDetails from '.';

const config = englishConfig();

beforeAll(() => contactDetails.load());

const show = (props: Record<string, unknown>, site?: SiteConfig) => renderBlock(contactDetails, { props, ...(site ? { config: site } : {}) });

describe('contact-details', () => {
  it('links the phone, e-mail and office location from the site info, and the careers page', async () => {
    await show({
      heading: 'Get in touch',
      phoneLabel: 'Call us',
      careers: { text: 'Looking for a career?', label: 'See current openings', href: '/careers' },
    });
    const { site } = config;
    expect(screen.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeInTheDocument();
    expect(screen.getByText('Call us')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phone.replace(/[^+\d]/g, '')}`);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: site.address.text })).toHaveAttribute('href', site.address.mapsUrl);
    expect(screen.getByRole('link', { name: 'See current openings' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByTitle('Office location map')).not.toBeInTheDocument();
  });

  it("shows the phone and e-mail of the page's own config, not a copy taken when the code loaded", async () => {
    const edited: SiteConfig = { ...config, site: { ...config.site, phone: '+91 99999 00000', email: 'hello@example.com' } };
    await show({ heading: 'Get in touch' }, edited);
    expect(screen.getByRole('link', { name: '+91 99999 00000' })).toHaveAttribute('href', 'tel:+919999900000');
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.queryByRole('link', { name: config.site.phone })).not.toBeInTheDocument();
  });

  it('embeds the map lazily with a title, and nothing else when only the map is configured', async () => {
    await show({ map: { title: 'Office location map', src: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4' } });
    const map = screen.getByTitle('Office location map');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("in the server's HTML (and without script), a link to the map holds the frame's place; no frame is written", () => {
    const map = { title: 'Office location map', src: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4' };
    const site = siteFromConfig(config, {}, testConnection());
    const html = renderToString(
      <SiteProvider site={site}>
        <ContactDetails {...({ props: { map } } as Parameters<typeof ContactDetails>[0])} />
      </SiteProvider>,
    );
    document.body.innerHTML = html;
    const link = screen.getByRole('link', { name: `Office location map: ${config.site.address.text}` });
    expect(link).toHaveAttribute('href', config.site.address.mapsUrl);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('openstreetmap.org/export');
  });
});
