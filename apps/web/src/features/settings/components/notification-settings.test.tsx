import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { DEFAULT_SETTINGS, type MemberSettings } from '@kindred/contract/settings';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { NotificationSettings } from './notification-settings';
import { PrivacySettings } from './privacy-settings';

afterEach(() => vi.unstubAllGlobals());

/** A PUT /profile/settings whose answer the test releases when it wants. */
function pendingSettingsApi() {
  const answers: ((response: Response) => void)[] = [];
  const api = mockApi({
    'PUT /profile/settings': () => new Promise<Response>((resolve) => answers.push(resolve)),
  });
  return { ...api, answer: (response: Response) => answers.shift()?.(response) };
}

describe('NotificationSettings', () => {
  it('shows the four toggles with their titles and descriptions', () => {
    mockApi({});
    renderWithProviders(<NotificationSettings settings={DEFAULT_SETTINGS} onSaved={vi.fn()} />);
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    const newMatches = screen.getByRole('switch', { name: 'New Matches' });
    expect(newMatches).toHaveAccessibleDescription('When you and someone else like each other');
    expect(newMatches).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'App Updates' })).toHaveAttribute('aria-checked', 'false');
  });

  it('a toggle changes at once and is stored; the stored settings are handed on', async () => {
    const { calls, answer } = pendingSettingsApi();
    const onSaved = vi.fn();
    renderWithProviders(<NotificationSettings settings={DEFAULT_SETTINGS} onSaved={onSaved} />);
    const toggle = screen.getByRole('switch', { name: 'New Messages' });
    await userEvent.click(toggle);
    // Before the server has answered.
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ notifications: { new_messages: false } });

    const stored: MemberSettings = {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, new_messages: false },
    };
    answer(jsonResponse(200, { data: stored }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('a refused change is rolled back and explained', async () => {
    const { answer, calls } = pendingSettingsApi();
    const onSaved = vi.fn();
    renderWithProviders(<NotificationSettings settings={DEFAULT_SETTINGS} onSaved={onSaved} />);
    const toggle = screen.getByRole('switch', { name: 'App Updates' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(calls).toHaveLength(1));
    answer(jsonResponse(500, { message: 'Something went wrong' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_TEXTS.saveFailed);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a rollback puts back only its own change when another one already succeeded', async () => {
    const { answer, calls } = pendingSettingsApi();
    renderWithProviders(<NotificationSettings settings={DEFAULT_SETTINGS} onSaved={vi.fn()} />);
    await userEvent.click(screen.getByRole('switch', { name: 'New Matches' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Match Activity' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    answer(jsonResponse(400, { message: 'new_matches must be true or false' }));
    answer(jsonResponse(200, { data: DEFAULT_SETTINGS }));
    expect(await screen.findByRole('alert')).toHaveTextContent('new_matches must be true or false');
    expect(screen.getByRole('switch', { name: 'New Matches' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Match Activity' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('PrivacySettings', () => {
  it('stores a choice and an on/off setting as they change', async () => {
    const { calls } = mockApi({
      'PUT /profile/settings': () => jsonResponse(200, { data: DEFAULT_SETTINGS }),
    });
    renderWithProviders(<PrivacySettings settings={DEFAULT_SETTINGS} onSaved={vi.fn()} />);
    const visibility = screen.getByRole('group', { name: 'Profile visibility' });
    expect(visibility).toHaveAccessibleDescription(SETTINGS_TEXTS.privacy.profile_visibility.description);
    await userEvent.click(within(visibility).getByRole('radio', { name: 'Hidden' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Read receipts' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([
      { privacy: { profile_visibility: 'Hidden' } },
      { privacy: { read_receipts: 'Off' } },
    ]);
    expect(screen.getByRole('switch', { name: 'Read receipts' })).toHaveAttribute('aria-checked', 'false');
  });
});
