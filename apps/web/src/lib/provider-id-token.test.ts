import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderClient } from '@kindred/contract/auth';
import { ProviderCancelled, ProviderUnavailable, providerErrorMessage, providerIdToken } from './provider-id-token';

let counter = 0;
const client = (): ProviderClient => ({
  clientId: 'kindred-client',
  // A new address each time: a loaded script is not loaded twice.
  scriptUrl: `https://provider.test/sdk-${++counter}.js`,
  redirectUri: 'https://kindred.test/login',
});

/** The script the page added for `url`, answered as the browser would once it loaded (or failed). */
async function scriptFor(url: string, outcome: 'load' | 'error', define?: () => void) {
  await expect.poll(() => document.head.querySelector(`script[src="${url}"]`)).not.toBeNull();
  define?.();
  document.head.querySelector(`script[src="${url}"]`)!.dispatchEvent(new Event(outcome));
}

afterEach(() => {
  delete window.google;
  delete window.AppleID;
});

describe('providerIdToken', () => {
  it('does not add the script again once the provider is on the page', async () => {
    window.google = {
      accounts: { id: { initialize: (options) => options.callback({ credential: 'again' }), prompt: () => undefined } },
    };
    const google = client();
    await expect(providerIdToken('google', google)).resolves.toBe('again');
    expect(document.head.querySelector(`script[src="${google.scriptUrl}"]`)).toBeNull();
  });

  it('loads Google’s script on demand and answers the ID token its prompt returns', async () => {
    const google = client();
    const options: Record<string, unknown>[] = [];
    const token = providerIdToken('google', google);
    await scriptFor(google.scriptUrl, 'load', () => {
      let callback: (response: { credential?: string }) => void = () => undefined;
      window.google = {
        accounts: {
          id: {
            initialize: (given) => {
              options.push(given);
              callback = given.callback;
            },
            prompt: () => callback({ credential: 'google-id-token' }),
          },
        },
      };
    });
    await expect(token).resolves.toBe('google-id-token');
    expect(options[0]).toMatchObject({ client_id: 'kindred-client', use_fedcm_for_prompt: true });
    expect(document.head.querySelectorAll(`script[src="${google.scriptUrl}"]`)).toHaveLength(1);
  });

  it('tells a prompt Google could not show from one the member skipped', async () => {
    for (const [moment, expected] of [
      [{ isNotDisplayed: () => true }, ProviderUnavailable],
      [{ isSkippedMoment: () => true }, ProviderCancelled],
    ] as const) {
      delete window.google;
      const google = client();
      const token = providerIdToken('google', google);
      await scriptFor(google.scriptUrl, 'load', () => {
        window.google = { accounts: { id: { initialize: () => undefined, prompt: (listener) => listener?.(moment) } } };
      });
      await expect(token).rejects.toBeInstanceOf(expected);
    }
  });

  it('signs in with Apple in a pop-up and treats a closed pop-up as cancelled', async () => {
    const apple = client();
    const inits: Record<string, unknown>[] = [];
    const answers = [
      Promise.resolve({ authorization: { id_token: 'apple-id-token' } }),
      Promise.reject(Object.assign(new Error('closed'), { error: 'popup_closed_by_user' })),
    ];
    answers[1]!.catch(() => undefined);
    const first = providerIdToken('apple', apple);
    await scriptFor(apple.scriptUrl, 'load', () => {
      window.AppleID = { auth: { init: (given) => inits.push(given), signIn: () => answers.shift()! } };
    });
    await expect(first).resolves.toBe('apple-id-token');
    expect(inits[0]).toEqual({
      clientId: 'kindred-client',
      scope: 'name email',
      redirectURI: 'https://kindred.test/login',
      usePopup: true,
    });
    await expect(providerIdToken('apple', apple)).rejects.toBeInstanceOf(ProviderCancelled);
  });

  it('says the provider is unavailable when its script does not load, and may try again', async () => {
    const google = client();
    const failed = providerIdToken('google', google);
    await scriptFor(google.scriptUrl, 'error');
    await expect(failed).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(document.head.querySelector(`script[src="${google.scriptUrl}"]`)).toBeNull();
    void providerIdToken('google', google).catch(() => undefined);
    await expect.poll(() => document.head.querySelector(`script[src="${google.scriptUrl}"]`)).not.toBeNull();
  });
});

describe('providerErrorMessage', () => {
  it('says nothing of a cancelled sign-in and names the provider that could not open', () => {
    expect(providerErrorMessage(new ProviderCancelled(), 'fallback')).toBeNull();
    expect(providerErrorMessage(new ProviderUnavailable('Apple'), 'fallback')).toMatch(/^Apple sign-in could not open/);
    expect(providerErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
