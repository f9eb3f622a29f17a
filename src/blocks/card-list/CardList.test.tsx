import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { failed, ok, pending, type RenderBlockOptions, renderBlock } from '../../test/renderBlock';
import { countPlaceholders } from '../../test/skeletons';
import cardList from '.';

beforeAll(() => cardList.load());
// React 19 retries a render suspended on data only inside an awaited act.
async function show(opts: RenderBlockOptions) {
  return renderBlock(cardList, opts);
}
const list = (items: unknown[]) => ok({ items, nextPageAvailable: false });

const leaders = {
  props: { kind: 'leader', skeletonCount: 3, labels: { linkedIn: 'LinkedIn profile of {name}' } },
  source: { endpoint: '/api/Leadership/GetAllLeaders', body: { pageIndex: 1, pageSize: 9999 }, select: 'list' as const },
};
const certificates = {
  props: { kind: 'certificate', skeletonCount: 3, labels: { viewCertificate: 'View certificate' } },
  source: { endpoint: '/api/Certificate/GetAllCertificates', body: { pageIndex: 1, pageSize: 9999 }, select: 'list' as const },
};
const note = { heading: 'No suitable vacancy?', text: 'Send your CV to', email: 'careers@voltline.example' };
const careers = {
  props: {
    kind: 'career',
    skeletonCount: 5,
    linkPattern: '/careers/{slug}',
    labels: { qualification: 'Qualification', location: 'Location', experience: 'Experience' },
    note,
  },
  source: { endpoint: '/api/Career/GetAllCareers', body: { pageIndex: 1, pageSize: 999999 }, select: 'list' as const },
};

describe('card-list: placeholders (3 leaders, 3 certificates, 5 careers)', () => {
  it.each([
    ['leaders', leaders, 3],
    ['certificates', certificates, 3],
    ['careers', careers, 5],
  ] as const)('%s: %i while loading, the same %i after a failed call', async (_, block, count) => {
    const loading = await show({ ...block, result: pending() });
    expect(countPlaceholders(loading.container)).toBe(count);
    loading.unmount();
    const broken = await show({ ...block, result: failed() });
    expect(countPlaceholders(broken.container)).toBe(count);
  });
});

describe('card-list: leaders', () => {
  it('shows 3 skeleton cards while loading, and keeps them on failure', async () => {
    const loading = await show({ ...leaders, result: pending() });
    expect(loading.container.querySelectorAll('.card-list-items > li')).toHaveLength(3);
    loading.unmount();
    await show({ ...leaders, result: failed() });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows each leader, with a LinkedIn link only when there is one', async () => {
    await show({
      ...leaders,
      result: list([
        {
          id: 1,
          image: '/images/leaders/l1.png',
          name: 'Asha Rao',
          designation: 'Managing Director',
          description: 'Founded Voltline.',
          linkedIn: 'https://www.linkedin.com/in/asha',
        },
        { id: 2, image: '/images/leaders/l2.png', name: 'Anil Verma', designation: 'Head – HSE', description: 'Safety first.', linkedIn: null },
      ]),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('Managing Director')).toBeInTheDocument();
    expect(screen.getByText('Founded Voltline.')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Asha Rao' });
    expect(photo).toHaveAttribute('src', 'http://content.test/images/leaders/l1.png');
    expect(photo).toHaveAttribute('loading', 'lazy');
    const linkedIn = screen.getByRole('link', { name: 'LinkedIn profile of Asha Rao' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/asha');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'LinkedIn profile of Anil Verma' })).not.toBeInTheDocument();
  });
});

describe('card-list: certificates', () => {
  it('shows 3 skeleton cards while loading', async () => {
    const { container } = await show({ ...certificates, result: pending() });
    expect(container.querySelectorAll('.card-list-items > li')).toHaveLength(3);
  });

  it('links each certificate file on the content host in a new tab', async () => {
    await show({
      ...certificates,
      result: list([{ id: 1, image: '/images/certificates/cert1.png', title: 'ISO 9001:2015', fileUrl: '/files/certificates/cert1.pdf' }]),
    });
    expect(screen.getByRole('heading', { name: 'ISO 9001:2015' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^View certificate/ });
    expect(link).toHaveAttribute('href', 'http://content.test/files/certificates/cert1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'ISO 9001:2015' })).toHaveAttribute('width', '600');
  });
});

describe('card-list: careers', () => {
  it('shows 5 skeleton rows and the side note while loading', async () => {
    const { container } = await show({ ...careers, result: pending() });
    expect(container.querySelectorAll('.card-list-items > li')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'careers@voltline.example' })).toHaveAttribute('href', 'mailto:careers@voltline.example');
  });

  it('shows each opening with its facts, linking to its page, beside the note', async () => {
    await show({
      ...careers,
      result: list([{ id: 4, slug: 'site-engineer', post: 'Site Engineer', qualification: 'B.Tech (Electrical)', yoe: '3-5 years', location: 'Noida' }]),
    });
    const link = screen.getByRole('link', { name: 'Site Engineer' });
    expect(link).toHaveAttribute('href', '/careers/site-engineer');
    const row = link.closest('article') as HTMLElement;
    for (const text of ['B.Tech (Electrical)', '3-5 years', 'Noida', 'Qualification', 'Location', 'Experience']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const aside = screen.getByRole('complementary', { name: 'No suitable vacancy?' });
    expect(within(aside).getByText(/Send your CV to/)).toBeInTheDocument();
  });
});
