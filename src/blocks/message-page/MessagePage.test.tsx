import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/renderBlock';
import messagePage from '.';

describe('message-page', () => {
  it('shows the not-found texts and links home', async () => {
    await renderBlock(messagePage, {
      props: {
        heading: 'Oops!',
        text: '404 Error - Page Not Found, Looks like you followed a bad link.',
        action: { label: 'Go to home', kind: 'link', href: '/' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('404 Error - Page Not Found, Looks like you followed a bad link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  const thankYou = { heading: 'Successfully Applied!', text: '', action: { label: 'Go back', kind: 'back', href: '/careers' } };
  const routes = [
    { path: '/careers/x', element: <p>job page</p> },
    { path: '/careers', element: <p>careers list</p> },
  ];

  it('goes one step back in history when the visitor came from a page of the site', async () => {
    const { router } = await renderBlock(messagePage, { path: '/thankyou', props: thankYou, extraRoutes: routes });
    await router.navigate('/careers/x');
    // Each page shown before the next step: otherwise the link found can be the first render's, whose
    // location is the tab's first (nothing to go back to), on a loaded machine.
    await screen.findByText('job page');
    await router.navigate('/thankyou');
    const back = await screen.findByRole('link', { name: 'Go back' });
    // A real link all along: what a visitor without script (or before hydration) follows.
    expect(back).toHaveAttribute('href', '/careers');
    await userEvent.click(back);
    expect(await screen.findByText('job page')).toBeInTheDocument();
  });

  it("follows its link to the form's page when nothing of the site is behind it", async () => {
    await renderBlock(messagePage, { path: '/thankyou', props: thankYou, extraRoutes: routes });
    await userEvent.click(await screen.findByRole('link', { name: 'Go back' }));
    expect(await screen.findByText('careers list')).toBeInTheDocument();
  });
});
