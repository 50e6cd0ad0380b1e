import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import { memberProfile, memberUser } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('just registered: the e-mail is filled in and the password field has the focus', () => {
    mockApi({});
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} initialEmail="ava@example.com" />);
    expect(screen.getByLabelText('Email')).toHaveValue('ava@example.com');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loginBothRequired);
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message on a failed sign-in", async () => {
    mockApi({ 'POST /auth/login': () => jsonResponse(401, { message: MESSAGES.invalidCredentials }) });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ava@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
  });

  it('falls back to the generic text when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ava@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it('sends rememberMe, stores the auth record and the token, then signals success', async () => {
    const { calls } = mockApi({
      'POST /auth/login': () => jsonResponse(200, { user: memberUser, profile: memberProfile, token: 'tok-9' }),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ava@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ email: 'ava@example.com', password: 'password123', rememberMe: true });
    expect(JSON.parse(localStorage.getItem(AUTH.storageKey) ?? '{}')).toMatchObject({
      token: 'tok-9',
      user: { id: 'user-1' },
    });
    expect(localStorage.getItem(AUTH.tokenStorageKey)).toBe('tok-9');
  });
});
