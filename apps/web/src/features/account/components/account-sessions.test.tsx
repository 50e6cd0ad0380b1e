import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TEXTS, type AccountSession } from '@kindred/contract/account-sessions';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { AccountSessions } from './account-sessions';

afterEach(() => vi.unstubAllGlobals());

const at = new Date().toISOString();
const session = (id: string, device: string, current = false): AccountSession => ({
  id,
  device,
  place: null,
  createdAt: at,
  lastActiveAt: at,
  current,
});

describe('AccountSessions', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    let listed = [session('s-1', 'Chrome on macOS', true), session('s-2', 'Safari on iPhone')];
    const { calls } = mockApi({
      'GET /account/sessions': () => jsonResponse(200, { sessions: listed }),
      'DELETE /account/sessions/s-2': () => {
        listed = listed.filter((entry) => entry.id !== 's-2');
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<AccountSessions />);

    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(screen.getByText(SESSION_TEXTS.thisDevice)).toBeInTheDocument();
    // This device has no sign-out button of its own.
    expect(screen.queryByRole('button', { name: SESSION_TEXTS.signOutDevice('Chrome on macOS') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: SESSION_TEXTS.signOutDevice('Safari on iPhone') }));

    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_TEXTS.signedOut);
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/account/sessions/s-2')).toBe(true);
    expect(screen.getByText(SESSION_TEXTS.onlyThisOne)).toBeInTheDocument();
  });

  it('signs out everywhere else and says how many', async () => {
    let listed = [
      session('s-1', 'Chrome on macOS', true),
      session('s-2', 'Safari on iPhone'),
      session('s-3', 'Firefox on Linux'),
    ];
    mockApi({
      'GET /account/sessions': () => jsonResponse(200, { sessions: listed }),
      'DELETE /account/sessions': () => {
        listed = listed.filter((entry) => entry.current);
        return jsonResponse(200, { ended: 2 });
      },
    });
    renderWithProviders(<AccountSessions />);

    await userEvent.click(await screen.findByRole('button', { name: SESSION_TEXTS.signOutOthers }));

    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_TEXTS.signedOutOthers(2));
    await waitFor(() => expect(screen.queryByText('Firefox on Linux')).toBeNull());
  });

  it('says what went wrong when a session had already ended', async () => {
    mockApi({
      'GET /account/sessions': () =>
        jsonResponse(200, { sessions: [session('s-1', 'Chrome on macOS', true), session('s-2', 'Safari on iPhone')] }),
      'DELETE /account/sessions/s-2': () => jsonResponse(404, { message: SESSION_TEXTS.sessionNotFound }),
    });
    renderWithProviders(<AccountSessions />);

    await userEvent.click(await screen.findByRole('button', { name: SESSION_TEXTS.signOutDevice('Safari on iPhone') }));

    expect(await screen.findByText(SESSION_TEXTS.sessionNotFound)).toBeInTheDocument();
  });
});
