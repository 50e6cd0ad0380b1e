import type { ProviderClient } from '@kindred/contract/auth';
import type { AuthProvider } from '@kindred/contract/enums';
import { errorMessage } from './api-client';

// The providers' own sign-in scripts (decision 072), loaded only when the member presses a
// provider's button: nothing of Google's or Apple's loads on a page nobody uses them on.

interface GoogleCredentialResponse {
  credential?: string;
}
interface GooglePromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        use_fedcm_for_prompt?: boolean;
        cancel_on_tap_outside?: boolean;
        context?: string;
      }): void;
      prompt(listener?: (moment: GooglePromptMoment) => void): void;
    };
  };
}
interface AppleSignInResponse {
  authorization?: { id_token?: string };
}
interface AppleIdentity {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<AppleSignInResponse>;
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    AppleID?: AppleIdentity;
  }
}

/** The member closed the provider's window or chose no account: not an error worth a message. */
export class ProviderCancelled extends Error {
  constructor() {
    super('Sign-in was cancelled');
    this.name = 'ProviderCancelled';
  }
}

/** The provider's script could not load or could not open its sign-in. */
export class ProviderUnavailable extends Error {
  constructor(label: string) {
    super(`${label} sign-in could not open. Check that pop-ups are allowed for this site, or use your email.`);
    this.name = 'ProviderUnavailable';
  }
}

const LABELS: Record<AuthProvider, string> = { google: 'Google', apple: 'Apple' };
const loading = new Map<string, Promise<void>>();

/** Adds the script once per page; a failed load may be tried again. */
export function loadScript(url: string): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading.delete(url);
        reject(new Error(`could not load ${url}`));
      };
      document.head.append(script);
    });
    loading.set(url, pending);
  }
  return pending;
}

function googleIdToken(client: ProviderClient): Promise<string> {
  const id = window.google?.accounts.id;
  if (!id) return Promise.reject(new ProviderUnavailable(LABELS.google));
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: client.clientId,
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: true,
      context: 'signin',
      callback: (response) =>
        response.credential ? resolve(response.credential) : reject(new ProviderUnavailable(LABELS.google)),
    });
    id.prompt((moment) => {
      if (moment.isNotDisplayed?.()) reject(new ProviderUnavailable(LABELS.google));
      else if (moment.isSkippedMoment?.() || moment.isDismissedMoment?.()) reject(new ProviderCancelled());
    });
  });
}

async function appleIdToken(client: ProviderClient): Promise<string> {
  const auth = window.AppleID?.auth;
  if (!auth) throw new ProviderUnavailable(LABELS.apple);
  auth.init({ clientId: client.clientId, scope: 'name email', redirectURI: client.redirectUri, usePopup: true });
  let response: AppleSignInResponse;
  try {
    response = await auth.signIn();
  } catch (error) {
    // Apple rejects with { error: 'popup_closed_by_user' } (or 'user_cancelled_authorize').
    const code = (error as { error?: string } | null)?.error ?? '';
    if (/closed|cancel/.test(code)) throw new ProviderCancelled();
    throw new ProviderUnavailable(LABELS.apple);
  }
  const token = response.authorization?.id_token;
  if (!token) throw new ProviderUnavailable(LABELS.apple);
  return token;
}

const loaded = (provider: AuthProvider) => (provider === 'google' ? window.google : window.AppleID) !== undefined;

/** Runs the provider's own sign-in and answers its ID token, for the server to verify. */
export async function providerIdToken(provider: AuthProvider, client: ProviderClient): Promise<string> {
  try {
    // The provider's script may be on the page already (an earlier press): it is not added twice.
    if (!loaded(provider)) await loadScript(client.scriptUrl);
  } catch {
    throw new ProviderUnavailable(LABELS[provider]);
  }
  return provider === 'google' ? googleIdToken(client) : appleIdToken(client);
}

/** What to tell the member after a provider sign-in failed: nothing when they cancelled it. */
export function providerErrorMessage(error: unknown, fallback: string): string | null {
  if (error instanceof ProviderCancelled) return null;
  if (error instanceof ProviderUnavailable) return error.message;
  return errorMessage(error, fallback);
}
