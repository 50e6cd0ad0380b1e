import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '@kindred/contract/constants';
import type { SignInOptions } from '@kindred/contract/passkey-schemas';
import { PASSKEY_MESSAGES, PASSKEY_TEXTS } from '@kindred/contract/passkeys';
import { memberProfile, memberUser } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { LoginForm } from './login-form';

// Decision 071: the sign-in form's passkey button and autofill (conditional UI). jsdom has no
// WebAuthn: each test gives the page a browser that has it, and @simplewebauthn/browser runs
// for real against that.
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

type Get = (options: CredentialRequestOptions) => Promise<unknown>;

function browserWithPasskeys(get: Get, { autofill = false } = {}) {
  const PublicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
    isConditionalMediationAvailable: async () => autofill,
  });
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  const spy = vi.fn(get);
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: spy } });
  return spy;
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const assertion = async () => ({
  id: 'Y3JlZC0x',
  rawId: bytes('cred-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    authenticatorData: bytes('auth-data'),
    clientDataJSON: bytes('{"type":"webauthn.get"}'),
    signature: bytes('signature'),
    userHandle: bytes('user'),
  },
  getClientExtensionResults: () => ({}),
});
/** A request that waits until it is aborted, as a browser's does. */
const waitsUntilAborted: Get = ({ signal }) =>
  new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
const refusal = (name: string) => async () => {
  throw new DOMException('The browser said no', name);
};

const options: SignInOptions = {
  challenge: 'Y2hhbGxlbmdlLWNoYWxsZW5nZQ',
  rpId: 'localhost',
  timeout: 300_000,
  userVerification: 'required',
};
const signedIn = { user: memberUser, profile: memberProfile, token: 'tok-passkey' };

const isConditional = (call: [CredentialRequestOptions]) => call[0].mediation === 'conditional';

describe('LoginForm with passkeys', () => {
  it('signs in with the passkey button, no e-mail needed', async () => {
    const get = browserWithPasskeys(assertion);
    const { calls } = mockApi({
      'POST /auth/passkey/options': () => jsonResponse(200, { options }),
      'POST /auth/passkey/verify': () => jsonResponse(200, signedIn),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);

    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.signIn }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(get.mock.calls.filter(isConditional)).toEqual([]);
    const verify = calls.find((call) => call.path === '/auth/passkey/verify');
    expect(verify?.body).toMatchObject({ rememberMe: true, response: { id: 'Y3JlZC0x', type: 'public-key' } });
    expect(localStorage.getItem(AUTH.tokenStorageKey)).toBe('tok-passkey');
  });

  it('offers passkeys in the e-mail field’s autofill, and cancels that request when the page goes away', async () => {
    const get = browserWithPasskeys(waitsUntilAborted, { autofill: true });
    mockApi({ 'POST /auth/passkey/options': () => jsonResponse(200, { options }) });
    const { unmount } = renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    const [request] = get.mock.calls[0]!;
    expect(request.mediation).toBe('conditional');
    expect(request.signal?.aborted).toBe(false);

    unmount();
    await waitFor(() => expect(request.signal?.aborted).toBe(true));
  });

  it('the button takes the autofill’s place, says when its dialog was closed, and gives the autofill back', async () => {
    let answer: Get = waitsUntilAborted;
    const get = browserWithPasskeys((request) => answer(request), { autofill: true });
    mockApi({ 'POST /auth/passkey/options': () => jsonResponse(200, { options }) });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    const autofill = get.mock.calls[0]![0];

    answer = refusal('NotAllowedError');
    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.signIn }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_TEXTS.signInCancelled);
    expect(autofill.signal?.aborted).toBe(true);
    expect(isConditional(get.mock.calls[1]!)).toBe(false);
    answer = waitsUntilAborted;
    await waitFor(() => expect(get.mock.calls.filter(isConditional)).toHaveLength(2));
  });

  it('shows why a passkey picked from the autofill was refused, without trying again on its own', async () => {
    const get = browserWithPasskeys(assertion, { autofill: true });
    const { calls } = mockApi({
      'POST /auth/passkey/options': () => jsonResponse(200, { options }),
      'POST /auth/passkey/verify': () => jsonResponse(401, { message: PASSKEY_MESSAGES.unknownPasskey }),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.unknownPasskey);
    // A browser that answers the autofill by itself would otherwise go round and round.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(get).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.path === '/auth/passkey/verify')).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says so when the browser cannot use passkeys, and a password attempt replaces that message', async () => {
    mockApi({ 'POST /auth/login': () => jsonResponse(401, { message: 'Invalid email or password' }) });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_TEXTS.signInUnsupported);

    await userEvent.type(screen.getByLabelText('Email'), 'ava@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
