import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import type { AuthProviders } from '@kindred/contract/auth';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

const client = (name: string) => ({
  clientId: `${name}-client`,
  scriptUrl: `https://${name}.test/sdk.js`,
  redirectUri: '/login',
});

function openLogin({ google, apple }: Pick<AuthProviders, 'google' | 'apple'>) {
  // Google's script, as if loaded (the real one runs in e2e/social-sign-in.e2e.ts): it answers a token.
  let callback: (response: { credential?: string }) => void = () => undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          callback = options.callback;
        },
        prompt: () => callback({ credential: 'id-token-from-the-provider' }),
      },
    },
  };
  const providers: AuthProviders = {
    google,
    apple,
    clients: { google: google ? client('google') : null, apple: apple ? client('apple') : null },
  };
  const api = mockApi({
    'GET /auth/providers': () => jsonResponse(200, providers),
    'POST /auth/login': () => jsonResponse(401, { message: MESSAGES.invalidCredentials }),
    'POST /auth/google': () => jsonResponse(401, { message: MESSAGES.providerTokenInvalid('Google') }),
  });
  renderApp('/login');
  return { ...api, user: userEvent.setup() };
}

describe('/login with sign-in providers', () => {
  it('shows only the providers the server has configured', async () => {
    openLogin({ google: true, apple: false });
    expect(await screen.findByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apple' })).not.toBeInTheDocument();
  });

  it('shows neither button, nor their divider, when none is configured', async () => {
    const { calls } = openLogin({ google: false, apple: false });
    await screen.findByRole('button', { name: 'Sign In' });
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/auth/providers')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apple' })).not.toBeInTheDocument();
    expect(screen.queryByText('Or continue with')).not.toBeInTheDocument();
  });

  it('a new attempt, either way, clears the older attempt’s error', async () => {
    const { user } = openLogin({ google: true, apple: true });
    await user.type(await screen.findByLabelText('Email'), 'ava@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);

    await user.click(await screen.findByRole('button', { name: 'Google' }));
    expect(await screen.findByText(MESSAGES.providerTokenInvalid('Google'))).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.invalidCredentials)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
