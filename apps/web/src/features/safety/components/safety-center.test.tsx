import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { SafetyCenter } from './safety-center';

describe('SafetyCenter', () => {
  it('has the three tabs, Safety Tips first, and moves between them with the arrow keys', async () => {
    const { router } = renderWithProviders(<SafetyCenter signedIn isModerator={false} />, { path: '/safety' });
    const tablist = screen.getByRole('tablist', { name: 'Safety Center sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Safety Tips', 'Report a Concern', 'Resources']);
    const tips = screen.getByRole('tab', { name: 'Safety Tips' });
    expect(tips).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Safety Tips' })).toHaveTextContent('Meeting for the first time');

    tips.focus();
    await userEvent.keyboard('{ArrowRight}');
    const report = screen.getByRole('tab', { name: 'Report a Concern' });
    expect(report).toHaveFocus();
    expect(report).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Report a Concern' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Report a Concern' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=report');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Resources' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Resources' })).toHaveTextContent('Call 911');
    await userEvent.keyboard('{ArrowRight}');
    expect(tips).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('keeps a half-written report while another tab is open', async () => {
    renderWithProviders(<SafetyCenter signedIn isModerator={false} />, { path: '/safety?tab=report' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Asked me for money');
    await userEvent.click(screen.getByRole('tab', { name: 'Resources' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Report a Concern' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Asked me for money');
  });

  it('asks a visitor to sign in to report, and brings them back to the form', () => {
    renderWithProviders(<SafetyCenter signedIn={false} isModerator={false} />, { path: '/safety?tab=report' });
    const panel = screen.getByRole('tabpanel', { name: 'Report a Concern' });
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsafety%3Ftab%3Dreport',
    );
  });

  it('links to emergency contacts, settings, verification, blocked users, help, the terms, privacy and the guidelines', () => {
    renderWithProviders(<SafetyCenter signedIn isModerator={false} />, { path: '/safety' });
    const links = within(screen.getByRole('navigation', { name: 'More ways to stay safe' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/settings?tab=privacy#emergency-contacts',
      '/settings',
      '/get-verified',
      '/blocked-users',
      '/help',
      '/community',
      '/terms',
      '/privacy',
    ]);
    expect(screen.getByRole('link', { name: /Privacy settings/ })).toHaveAttribute('href', '/settings');
    // SPEC 2's link to /settings for emergency contacts, to their own section (decision 102).
    expect(screen.getByRole('link', { name: /Emergency contacts/ })).toHaveAttribute(
      'href',
      '/settings?tab=privacy#emergency-contacts',
    );
    expect(screen.queryByRole('link', { name: 'Open the moderation queue' })).not.toBeInTheDocument();
  });

  it('shows a moderator the way to the moderation queue', () => {
    renderWithProviders(<SafetyCenter signedIn isModerator />, { path: '/safety' });
    expect(screen.getByRole('link', { name: 'Open the moderation queue' })).toHaveAttribute('href', '/moderation');
  });
});
