import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failed, ok, pending, type RenderBlockOptions, renderBlock } from '../../test/renderBlock';
import { countPlaceholders } from '../../test/skeletons';
import documentList from '.';
import { fileNameFor } from '../../content/document/saveFile';

beforeAll(() => documentList.load());
const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL: realCreate, revokeObjectURL: realRevoke });
});

// React 19 retries a render suspended on data only inside an awaited act.
async function show(opts: RenderBlockOptions) {
  return renderBlock(documentList, opts);
}

const labels = { view: 'View', download: 'Download' };
const downloads = {
  props: { skeletonCount: 10, labels },
  source: { endpoint: '/api/Download', body: { pageIndex: 1, pageSize: 9999 }, select: 'list' as const },
};
const annualReturns = {
  props: { skeletonCount: 10, labels },
  source: { endpoint: '/api/AnnualReturns/GetAllAnnualReturns', body: { pageIndex: 1, pageSize: 9999 }, select: 'list' as const },
};

/** Captures what a click on a[download] would save. */
function captureSaves() {
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  const createObjectURL = vi.fn(() => 'blob:http://site.test/abc');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  return { saved, createObjectURL };
}

describe('document-list', () => {
  it.each([
    ['downloads', downloads],
    ['annual returns', annualReturns],
  ])('%s: 10 skeleton rows while loading, the same 10 when the list fails', async (_, block) => {
    const loading = await show({ ...block, result: pending() });
    expect(loading.container.querySelectorAll('.document-list-rows > li')).toHaveLength(10);
    expect(countPlaceholders(loading.container)).toBe(10);
    loading.unmount();
    const broken = await show({ ...block, result: failed() });
    expect(countPlaceholders(broken.container)).toBe(10);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists downloads with a View link opening the file in a new tab', async () => {
    await show({ ...downloads, result: ok({ items: [{ id: 1, name: 'Company Profile', fileUrl: '/files/downloads/d01.pdf' }], nextPageAvailable: false }) });
    expect(screen.getByRole('heading', { name: 'Company Profile' })).toBeInTheDocument();
    const view = screen.getByRole('link', { name: 'View Company Profile' });
    expect(view).toHaveAttribute('href', 'http://content.test/files/downloads/d01.pdf');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: 'Download Company Profile' })).toBeEnabled();
  });

  it('saves an annual return under its title with the file extension', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { saved, createObjectURL } = captureSaves();
    await show({
      ...annualReturns,
      result: ok({ items: [{ id: 3, title: 'Annual Return 2023-24', fileUrl: '/files/annual-returns/ar-2023-2024.pdf' }], nextPageAvailable: false }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download Annual Return 2023-24' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith('http://content.test/files/annual-returns/ar-2023-2024.pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(saved[0]).toEqual({ name: 'Annual Return 2023-24.pdf', href: 'blob:http://site.test/abc' });
  });

  it('only logs a failed download', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404, statusText: 'Not Found' })),
    );
    const { saved } = captureSaves();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await show({ ...downloads, result: ok({ items: [{ id: 1, name: 'Policy', fileUrl: '/files/p.pdf' }], nextPageAvailable: false }) });
    const button = screen.getByRole('button', { name: 'Download Policy' });
    await userEvent.click(button);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(saved).toHaveLength(0);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows static documents from props without a source', async () => {
    await show({ props: { skeletonCount: 1, labels, items: [{ id: 1, name: 'Smart Meter Brochure', fileUrl: '/files/brochures/smart-meter-brochure.pdf' }] } });
    expect(await screen.findByRole('link', { name: 'View Smart Meter Brochure' })).toHaveAttribute(
      'href',
      'http://content.test/files/brochures/smart-meter-brochure.pdf',
    );
    expect(screen.getByRole('button', { name: 'Download Smart Meter Brochure' })).toBeInTheDocument();
  });
});

describe('fileNameFor', () => {
  it('adds the extension once and drops characters file systems refuse', () => {
    expect(fileNameFor('Company Profile', '/files/d01.pdf?v=2')).toBe('Company Profile.pdf');
    expect(fileNameFor('Brochure.pdf', '/files/b.pdf')).toBe('Brochure.pdf');
    expect(fileNameFor('HSE: Policy / 2024', '/files/h.PDF')).toBe('HSE- Policy - 2024.PDF');
    expect(fileNameFor('Notes', '/files/notes')).toBe('Notes');
  });
});
