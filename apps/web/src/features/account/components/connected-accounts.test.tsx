import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECTED_ACCOUNT_MESSAGES,
  CONNECTED_ACCOUNT_TEXTS,
  type ConnectedAccounts as State,
} from '@kindred/contract/connected-accounts';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ConnectedAccounts } from './connected-accounts';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
  delete window.AppleID;
});

/** Google's script, as if loaded: its prompt answers `credential`, and says whom it was set up for. */
function googleAnswers(credential: string) {
  const clients: string[] = [];
  let callback: (response: { credential?: string }) => void = () => undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          clients.push(options.client_id);
          callback = options.callback;
        },
        prompt: () => callback({ credential }),
      },
    },
  };
  return clients;
}

const google = { clientId: 'google-client', scriptUrl: 'https://google.test/sdk.js', redirectUri: '/login' };
const at = '2026-11-20T10:00:00.000Z';

function serverWith(initial: State) {
  let state = initial;
  return mockApi({
    'GET /account/connected-accounts': () => jsonResponse(200, { data: state }),
    'POST /account/connected-accounts/google': () =>
      jsonResponse(200, { data: (state = { ...state, accounts: [{ provider: 'google', connectedAt: at }] }) }),
    'DELETE /account/connected-accounts/google': () =>
      state.hasPassword
        ? jsonResponse(200, { data: (state = { ...state, accounts: [] }) })
        : jsonResponse(409, { message: CONNECTED_ACCOUNT_MESSAGES.lastWayToSignIn('Google') }),
  });
}

describe('ConnectedAccounts', () => {
  it('connects Google with the ID token its sign-in answers, and disconnects it', async () => {
    const clients = googleAnswers('google-id-token');
    const { calls } = serverWith({ accounts: [], hasPassword: true, passkeys: 0 });
    renderWithProviders(<ConnectedAccounts clients={{ google, apple: null }} />);

    // Apple is not set up on this server: no button that can only fail.
    expect(await screen.findByText(CONNECTED_ACCOUNT_TEXTS.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.connect('Apple') })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.connect('Google') }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONNECTED_ACCOUNT_TEXTS.connected('Google'));
    expect(clients).toEqual(['google-client']);
    const linked = calls.find((call) => call.method === 'POST');
    expect(linked?.body).toEqual({ token: 'google-id-token' });
    const day = new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(screen.getByText(CONNECTED_ACCOUNT_TEXTS.connectedSince(day))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.disconnect('Google') }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONNECTED_ACCOUNT_TEXTS.disconnected('Google'));
    expect(screen.getByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.connect('Google') })).toBeInTheDocument();
  });

  it('says why the last way to sign in stays, and nothing when the member cancels', async () => {
    let asked = 0;
    // Apple's pop-up, closed by the member.
    window.AppleID = {
      auth: {
        init: () => undefined,
        signIn: () => {
          asked += 1;
          return Promise.reject(Object.assign(new Error('closed'), { error: 'popup_closed_by_user' }));
        },
      },
    };
    const { calls } = serverWith({
      accounts: [{ provider: 'google', connectedAt: at }],
      hasPassword: false,
      passkeys: 0,
    });
    renderWithProviders(<ConnectedAccounts clients={{ google, apple: { ...google, clientId: 'apple-client' } }} />);

    await userEvent.click(await screen.findByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.disconnect('Google') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTED_ACCOUNT_MESSAGES.lastWayToSignIn('Google'));

    await userEvent.click(screen.getByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.connect('Apple') }));
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.some((call) => call.path === '/account/connected-accounts/apple')).toBe(false);
  });
});
