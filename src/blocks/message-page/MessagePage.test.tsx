import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/renderBlock';
import messagePage from '.';

describe('message-page', () => {
  it('shows the not-found texts and links home', async () => {
    renderBlock(messagePage, {
      props: { heading: 'Oops!', text: '404 Error - Page Not Found, Looks like you followed a bad link.', action: { label: 'Go to home', kind: 'link', href: '/' } },
    });
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('404 Error - Page Not Found, Looks like you followed a bad link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('goes one step back in history', async () => {
    const { router } = renderBlock(messagePage, {
      path: '/thankyou',
      props: { heading: 'Successfully Applied!', text: '', action: { label: 'Go back', kind: 'back' } },
      extraRoutes: [{ path: '/careers/x', element: <p>job page</p> }],
    });
    await router.navigate('/careers/x');
    await router.navigate('/thankyou');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('job page')).toBeInTheDocument();
  });
});
