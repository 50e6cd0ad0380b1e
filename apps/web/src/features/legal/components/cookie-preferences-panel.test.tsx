import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_PREFERENCES_COOKIE, COOKIE_PREFERENCES_TEXTS } from '@kindred/contract/legal';
import { readCookiePreferences } from '@/lib/cookie-preferences';
import { applyTheme, THEME_STORAGE_KEY } from '@/lib/theme';
import { CookiePreferencesPanel } from './cookie-preferences-panel';

afterEach(() => {
  document.cookie = `${COOKIE_PREFERENCES_COOKIE.name}=; Max-Age=0; Path=/`;
  applyTheme('system');
});

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('CookiePreferencesPanel', () => {
  it('shows Essential on and locked, and the others on by default', () => {
    render(<CookiePreferencesPanel />);
    const essential = toggle('Essential');
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription(
      expect.stringContaining(COOKIE_PREFERENCES_TEXTS.categories.essential.lockedNote),
    );
    for (const name of ['Functional', 'Analytics', 'Advertising']) expect(toggle(name)).toBeChecked();
  });

  it('saves the choices to the cookie, confirms, and reads them back in a new panel', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CookiePreferencesPanel />);
    await user.click(toggle('Analytics'));
    await user.click(toggle('Advertising'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(screen.getByRole('status')).toHaveTextContent(COOKIE_PREFERENCES_TEXTS.saved);
    expect(readCookiePreferences()).toEqual({ functional: true, analytics: false, advertising: false });
    expect(document.cookie).toContain(`${COOKIE_PREFERENCES_COOKIE.name}=`);

    unmount();
    render(<CookiePreferencesPanel />);
    expect(toggle('Functional')).toBeChecked();
    expect(toggle('Analytics')).not.toBeChecked();
    expect(toggle('Advertising')).not.toBeChecked();
  });

  it('hides the confirmation again once a choice changes after saving', async () => {
    const user = userEvent.setup();
    render(<CookiePreferencesPanel />);
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.click(toggle('Functional'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('with Functional off, removes the theme copy from the device and keeps no new one', async () => {
    const user = userEvent.setup();
    applyTheme('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<CookiePreferencesPanel />);
    await user.click(toggle('Functional'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

    await user.click(toggle('Functional'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(within(screen.getByRole('status')).getByText(COOKIE_PREFERENCES_TEXTS.saved)).toBeInTheDocument();
  });
});

describe('readCookiePreferences', () => {
  it('falls back to the defaults for a missing, broken or partial cookie', () => {
    const name = COOKIE_PREFERENCES_COOKIE.name;
    const all = { functional: true, analytics: true, advertising: true };
    expect(readCookiePreferences('other=1')).toEqual(all);
    expect(readCookiePreferences(`${name}=%7Bnot-json`)).toEqual(all);
    expect(readCookiePreferences(`a=b; ${name}=${encodeURIComponent('{"analytics":false}')}`)).toEqual({
      ...all,
      analytics: false,
    });
  });
});
