import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/renderBlock';
import linkCards from '.';

describe('link-cards', () => {
  it('links each card by its title, internal routes through the router', async () => {
    await renderBlock(linkCards, {
      props: {
        cards: [
          { title: 'Annual Returns', text: 'Form MGT-7 filings by year.', href: '/investors/annual-returns', linkLabel: 'View documents' },
          { title: 'Stock exchange', href: 'https://example.com/filings' },
        ],
      },
    });
    const link = await screen.findByRole('link', { name: 'Annual Returns' });
    expect(link).toHaveAttribute('href', '/investors/annual-returns');
    expect(screen.getByRole('heading', { level: 2, name: 'Annual Returns' })).toBeInTheDocument();
    expect(screen.getByText('Form MGT-7 filings by year.')).toBeInTheDocument();
    expect(screen.getByText('View documents')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stock exchange' })).toHaveAttribute('href', 'https://example.com/filings');
  });
});
