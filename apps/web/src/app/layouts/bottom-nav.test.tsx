import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@kindred/contract/constants';
import { renderWithProviders } from '@/test/render-app';
import { BottomNav } from './bottom-nav';
import { memberChromeHidden } from './member-nav-visibility';

describe('BottomNav', () => {
  it('links For You, Matches, Messages and Profile', () => {
    renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path: '/matches' });
    expect(screen.getByRole('link', { name: 'For You' })).toHaveAttribute('href', '/for-you');
    expect(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/profile', '/settings', '/blocked-users', '/help'])('highlights Profile on %s', (path) => {
    renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('a right-click on Profile opens the logout menu', async () => {
    const onLogout = vi.fn();
    renderWithProviders(<BottomNav onLogout={onLogout} loggingOut={false} />, { path: '/matches' });
    fireEvent.contextMenu(screen.getByRole('link', { name: 'Profile' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('a 500 ms press on Profile opens the logout menu, a short one does not', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path: '/matches' });
      const profile = screen.getByRole('link', { name: 'Profile' });
      fireEvent.pointerDown(profile, { button: 0 });
      vi.advanceTimersByTime(TIMINGS.profileLongPressMs - 100);
      fireEvent.pointerUp(profile);
      vi.advanceTimersByTime(1000);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      fireEvent.pointerDown(profile, { button: 0 });
      act(() => {
        vi.advanceTimersByTime(TIMINGS.profileLongPressMs);
      });
      expect(screen.getByRole('menu')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('memberChromeHidden', () => {
  it('hides navigation and logout on conversations and onboarding only', () => {
    expect(memberChromeHidden('/conversation/abc')).toBe(true);
    expect(memberChromeHidden('/onboarding')).toBe(true);
    expect(memberChromeHidden('/messages/abc')).toBe(false);
    expect(memberChromeHidden('/matches')).toBe(false);
  });
});
