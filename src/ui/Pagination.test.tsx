import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isSinglePage, pageButtons, Pagination as Bare, type PaginationProps } from './Pagination';

const hrefFor = (n: number) => (n === 1 ? '/projects' : `/projects?page=${n}`);
const Pagination = (props: Omit<PaginationProps, 'hrefFor' | 'lang'> & { lang?: string }) => (
  <MemoryRouter>
    <Bare lang="en" {...props} hrefFor={hrefFor} />
  </MemoryRouter>
);

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
      .getAllByRole('listitem')
      .map((b) => b.textContent);

  it('is hidden when there is only one page', () => {
    const { container } = render(<Pagination page={1} nextPageAvailable={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('disables Previous on page 1 and the current page button', () => {
    render(<Pagination page={1} nextPageAvailable />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/projects?page=2');
    const current = screen.getByRole('button', { name: 'Page 1' });
    expect(current).toBeDisabled();
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/projects?page=2');
    expect(pageNumbers()).toEqual(['1', '2']);
  });

  it('disables Next when there is no next page', () => {
    render(<Pagination page={3} nextPageAvailable={false} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/projects?page=2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('links to the previous, next and every numbered page', () => {
    render(<Pagination page={2} nextPageAvailable />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/projects?page=3');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/projects?page=3');
    expect(pageNumbers()).toEqual(['1', '2', '3']);
  });

  it("speaks the page's language: its steps, page names and landmark", () => {
    render(<Pagination page={2} nextPageAvailable lang="ar" />);
    expect(screen.getByRole('navigation', { name: 'ترقيم الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'السابق' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'التالي' })).toHaveAttribute('href', '/projects?page=3');
    expect(screen.getByRole('button', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Previous')).toBeNull();
  });

  it('reads English in a language it has no words for', () => {
    render(<Pagination page={1} nextPageAvailable lang="fr-CA" label="Projects pages" />);
    expect(screen.getByRole('navigation', { name: 'Projects pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
