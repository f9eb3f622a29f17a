import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { toShell } from '../engine/config/shell';
import { configIn } from '../test/config';
import { Footer } from './Footer';

const footerIn = (code: string, far = false) =>
  render(
    <MemoryRouter>
      <Footer config={toShell(configIn(code), code)} far={far} />
    </MemoryRouter>,
  );

describe('Footer', () => {
  it('says its own closing words in the page language', () => {
    footerIn('ar');
    expect(screen.getByText(/جميع الحقوق محفوظة\./)).toBeTruthy();
    expect(screen.getByText(/تصميم وتطوير/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'وسائل التواصل الاجتماعي' })).toBeTruthy();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
    expect(screen.getByRole('link', { name: 'الصفحة الرئيسية لـ Voltline' })).toBeTruthy();
  });

  it('keeps the English words on English pages', () => {
    footerIn('en');
    expect(screen.getByText(/All rights reserved\./)).toBeTruthy();
    expect(screen.getByText(/Designed & developed by/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltline home' })).toBeTruthy();
  });

  it("draws its icons inline, or, screens below the page's first, as lazy pictures of their files", () => {
    const near = footerIn('en').container;
    expect(near.querySelectorAll('.footer-brand svg.icon')).toHaveLength(8);
    expect(near.querySelector('.footer-brand img.lazy-icon')).toBeNull();
    near.remove();
    const far = footerIn('en', true).container;
    const pictures = [...far.querySelectorAll<HTMLImageElement>('.footer-brand img.lazy-icon')];
    expect(pictures.map((i) => i.getAttribute('src')!.replace(/^\/static\/icons\/(\w+)\..*$/, '$1'))).toEqual([
      'mail',
      'phone',
      'location',
      'facebook',
      'instagram',
      'linkedin',
      'x',
      'youtube',
    ]);
    expect(pictures.every((i) => i.getAttribute('loading') === 'lazy' && i.getAttribute('alt') === '')).toBe(true);
    expect(far.querySelector('.footer-brand svg')).toBeNull();
  });
});
