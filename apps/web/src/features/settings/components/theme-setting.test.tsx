import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { DEFAULT_SETTINGS } from '@kindred/contract/settings';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ThemeSetting } from './theme-setting';

const html = document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  html.classList.remove('dark');
});

describe('ThemeSetting', () => {
  it('Dark applies app-wide at once, is kept on this device and stored on the server', async () => {
    const { calls } = mockApi({
      'PUT /profile/settings': () => jsonResponse(200, { data: { ...DEFAULT_SETTINGS, theme: 'dark' } }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<ThemeSetting settings={DEFAULT_SETTINGS} onSaved={onSaved} />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ theme: 'dark' })));
    expect(calls[0]?.body).toEqual({ theme: 'dark' });
  });

  it('a refused theme goes back to the previous one', async () => {
    mockApi({ 'PUT /profile/settings': () => jsonResponse(503, {}) });
    renderWithProviders(<ThemeSetting settings={{ ...DEFAULT_SETTINGS, theme: 'light' }} onSaved={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_TEXTS.saveFailed);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
