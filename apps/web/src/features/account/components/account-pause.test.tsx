import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAUSE_TEXTS, type AccountPause as PauseState } from '@kindred/contract/account-pause';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { AccountPause } from './account-pause';
import { PausedNotice } from './paused-notice';

afterEach(() => vi.unstubAllGlobals());

const since = '2026-11-20T10:00:00.000Z';

function serverWith(initial: PauseState) {
  let state = initial;
  return mockApi({
    'GET /account/pause': () => jsonResponse(200, { data: state }),
    'POST /account/pause': () => jsonResponse(200, { data: (state = { paused: true, pausedAt: since }) }),
    'DELETE /account/pause': () => jsonResponse(200, { data: (state = { paused: false, pausedAt: null }) }),
  });
}

describe('AccountPause', () => {
  it('pauses the account, says since when, and resumes it', async () => {
    const { calls } = serverWith({ paused: false, pausedAt: null });
    renderWithProviders(<AccountPause />);

    await userEvent.click(await screen.findByRole('button', { name: PAUSE_TEXTS.pause }));
    expect(await screen.findByRole('status')).toHaveTextContent(PAUSE_TEXTS.paused);
    const day = new Date(since).toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(screen.getByText(PAUSE_TEXTS.pausedSince(day))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/account/pause')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: PAUSE_TEXTS.resume }));
    expect(await screen.findByRole('status')).toHaveTextContent(PAUSE_TEXTS.resumed);
    expect(screen.getByRole('button', { name: PAUSE_TEXTS.pause })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/account/pause')).toBe(true);
  });

  it('shows what went wrong when the change fails', async () => {
    mockApi({
      'GET /account/pause': () => jsonResponse(200, { data: { paused: false, pausedAt: null } }),
      'POST /account/pause': () => jsonResponse(404, { message: 'Failed to load profile' }),
    });
    renderWithProviders(<AccountPause />);
    await userEvent.click(await screen.findByRole('button', { name: PAUSE_TEXTS.pause }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile');
  });
});

describe('PausedNotice', () => {
  it('shows only while paused, with a way back', async () => {
    serverWith({ paused: true, pausedAt: since });
    renderWithProviders(<PausedNotice />);
    expect(await screen.findByText(PAUSE_TEXTS.pausedNotice, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAUSE_TEXTS.resume })).toHaveAttribute('href', '/settings#take-a-break');
  });

  it('shows nothing while active', async () => {
    serverWith({ paused: false, pausedAt: null });
    renderWithProviders(
      <>
        <PausedNotice />
        <AccountPause />
      </>,
    );
    // The card's button means the state has loaded; the notice, reading the same state, stays away.
    await screen.findByRole('button', { name: PAUSE_TEXTS.pause });
    expect(screen.queryByText(PAUSE_TEXTS.pausedNotice, { exact: false })).toBeNull();
    expect(screen.queryByRole('link', { name: PAUSE_TEXTS.resume })).toBeNull();
  });
});
