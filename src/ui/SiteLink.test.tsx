import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteLink } from './SiteLink';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderAt(link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      {link}
    </MemoryRouter>,
  );
}

describe('SiteLink', () => {
  it('renders a real anchor and moves the router on a plain click to a site path', () => {
    renderAt(
      <SiteLink to="/projects/alpha" className="card-link">
        Alpha
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Alpha' });
    expect(link).toHaveAttribute('href', '/projects/alpha');
    expect(link).toHaveClass('card-link');
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(screen.getByLabelText('location')).toHaveTextContent('/projects/alpha');
  });

  it('leaves modified clicks, new tabs and other hosts to the browser', () => {
    renderAt(
      <>
        <SiteLink to="/blogs">Blogs</SiteLink>
        <SiteLink to="/careers" target="_blank">
          Careers
        </SiteLink>
        <SiteLink to="//cdn.example.com/file.pdf">File</SiteLink>
      </>,
    );
    // Whether the link left the click to the browser, seen last, then stopped (jsdom cannot navigate).
    const leftToBrowser: boolean[] = [];
    const record = (e: Event) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Blogs' }), { button: 0, ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Careers' }), { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'File' }), { button: 0 });
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true]);
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });

  it('runs its own click handler first, and a handler that prevents the default keeps the router still', () => {
    const seen: string[] = [];
    renderAt(
      <SiteLink
        to="/contact"
        onClick={(e) => {
          seen.push('clicked');
          e.preventDefault();
        }}
      >
        Contact
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }), { button: 0 });
    expect(seen).toEqual(['clicked']);
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });
});
