import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { MemberLogoutContext } from './member-logout';
import { MemberMenu } from './member-menu';

describe('MemberMenu', () => {
  it('holds Profile, Premium (New), Date Planner, Icebreakers, Settings, Help, Safety and Log Out', async () => {
    const logout = vi.fn();
    renderWithProviders(
      <MemberLogoutContext value={{ logout, loggingOut: false }}>
        <MemberMenu />
      </MemberLogoutContext>,
      { path: '/matches' },
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const nav = screen.getByRole('navigation', { name: 'Account and more' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/profile'],
      ['Premium New', '/subscription'],
      ['Date Planner', '/date-planner'],
      ['Icebreakers', '/icebreakers'],
      ['Settings', '/settings'],
      ['Help', '/help'],
      ['Safety', '/safety'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('a link, Escape or an outside click closes it', async () => {
    const { router } = renderWithProviders(
      <>
        <MemberMenu />
        <p>Page</p>
      </>,
      { path: '/matches' },
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(screen.getByText('Page'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Date Planner' }));
    expect(router.state.location.pathname).toBe('/date-planner');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
