import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isSinglePage, pageButtons, Pagination } from './Pagination';

describe('pageButtons', () => {
  it('counts the current page plus one when a next page exists', () => {
    expect(pageButtons(1, true)).toEqual([1, 2]);
    expect(pageButtons(3, true)).toEqual([1, 2, 3, 4]);
    expect(pageButtons(3, false)).toEqual([1, 2, 3]);
    expect(pageButtons(1, false)).toEqual([1]);
  });

  it('is a single page only on page 1 without a next page', () => {
    expect(isSinglePage(1, false)).toBe(true);
    expect(isSinglePage(1, true)).toBe(false);
    expect(isSinglePage(2, false)).toBe(false);
  });
});

describe('Pagination', () => {
  const pageNumbers = () =>
    within(screen.getByRole('list'))
      .getAllByRole('button')
      .map((b) => b.textContent);

  it('is hidden when there is only one page', () => {
    const { container } = render(<Pagination page={1} nextPageAvailable={false} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('disables Previous on page 1 and the current page button', () => {
    render(<Pagination page={1} nextPageAvailable onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    const current = screen.getByRole('button', { name: 'Page 1' });
    expect(current).toBeDisabled();
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeEnabled();
    expect(pageNumbers()).toEqual(['1', '2']);
  });

  it('disables Next when there is no next page', () => {
    render(<Pagination page={3} nextPageAvailable={false} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('asks for the previous, next and chosen pages', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} nextPageAvailable onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[1], [3], [3]]);
  });
});
