import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ProviderIdTokenModule from '@/lib/provider-id-token';
import {
  CONNECTED_ACCOUNT_MESSAGES,
  CONNECTED_ACCOUNT_TEXTS,
  type ConnectedAccounts as State,
} from '@kindred/contract/connected-accounts';
import { ProviderCancelled, providerIdToken } from '@/lib/provider-id-token';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ConnectedAccounts } from './connected-accounts';

vi.mock('@/lib/provider-id-token', async (original) => ({
  ...(await original<typeof ProviderIdTokenModule>()),
  providerIdToken: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

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
    vi.mocked(providerIdToken).mockResolvedValueOnce('google-id-token');
    const { calls } = serverWith({ accounts: [], hasPassword: true, passkeys: 0 });
    renderWithProviders(<ConnectedAccounts clients={{ google, apple: null }} />);

    // Apple is not set up on this server: no button that can only fail.
    expect(await screen.findByText(CONNECTED_ACCOUNT_TEXTS.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.connect('Apple') })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.connect('Google') }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONNECTED_ACCOUNT_TEXTS.connected('Google'));
    expect(providerIdToken).toHaveBeenCalledWith('google', google);
    const linked = calls.find((call) => call.method === 'POST');
    expect(linked?.body).toEqual({ token: 'google-id-token' });
    const day = new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(screen.getByText(CONNECTED_ACCOUNT_TEXTS.connectedSince(day))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.disconnect('Google') }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONNECTED_ACCOUNT_TEXTS.disconnected('Google'));
    expect(screen.getByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.connect('Google') })).toBeInTheDocument();
  });

  it('says why the last way to sign in stays, and nothing when the member cancels', async () => {
    vi.mocked(providerIdToken).mockRejectedValueOnce(new ProviderCancelled());
    serverWith({ accounts: [{ provider: 'google', connectedAt: at }], hasPassword: false, passkeys: 0 });
    renderWithProviders(<ConnectedAccounts clients={{ google, apple: { ...google, clientId: 'apple-client' } }} />);

    await userEvent.click(await screen.findByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.disconnect('Google') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTED_ACCOUNT_MESSAGES.lastWayToSignIn('Google'));

    await userEvent.click(screen.getByRole('button', { name: CONNECTED_ACCOUNT_TEXTS.connect('Apple') }));
    await vi.waitFor(() => expect(providerIdToken).toHaveBeenCalledWith('apple', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
