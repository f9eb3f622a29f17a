import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { toShell } from '../engine/config/shell';
import { configIn } from '../test/config';
import { Footer } from './Footer';

const footerIn = (code: string) =>
  render(
    <MemoryRouter>
      <Footer config={toShell(configIn(code), code)} />
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
});
