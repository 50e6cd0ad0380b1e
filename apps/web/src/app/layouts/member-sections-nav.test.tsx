import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { MemberSectionsBar, MemberSectionsMenu } from './member-sections-nav';

describe('Member sections (header)', () => {
  it('links Discover, Premium (marked New), Date Planner, Icebreakers and Help inline', () => {
    renderWithProviders(<MemberSectionsBar />, { path: '/matches' });
    const nav = screen.getByRole('navigation', { name: 'More sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/discover', '/subscription', '/date-planner', '/icebreakers', '/help']);
    expect(within(nav).getByRole('link', { name: 'Premium New' })).toBeInTheDocument();
  });

  it('on a phone, More opens them with Notifications; a link, Escape or an outside click closes them', async () => {
    const { router } = renderWithProviders(
      <>
        <MemberSectionsMenu />
        <p>Page</p>
      </>,
      { path: '/matches' },
    );
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const nav = screen.getByRole('navigation', { name: 'More sections' });
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(within(nav).getByRole('link', { name: 'Icebreakers' })).toHaveAttribute('href', '/icebreakers');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await userEvent.click(more);
    await userEvent.click(screen.getByText('Page'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.click(more);
    await userEvent.click(screen.getByRole('link', { name: 'Date Planner' }));
    expect(router.state.location.pathname).toBe('/date-planner');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
