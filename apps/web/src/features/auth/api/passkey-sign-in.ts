import type { AuthResponse } from '@kindred/contract/auth';
import type { SignInOptions } from '@kindred/contract/passkey-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { assertRelyingParty, loadWebAuthn, PasskeysUnavailable } from '@/lib/passkey-ceremony';

/**
 * The options' answer, checked by hand: the autofill asks for it on every visit to /login, and
 * its schema would bring zod to the sign-in page (decision 042 did the same for the providers).
 */
function readSignInOptions(answer: unknown): SignInOptions {
  const options = (answer as { options?: Record<string, unknown> } | null)?.options;
  const { challenge, rpId, timeout, userVerification } = options ?? {};
  if (
    typeof challenge !== 'string' ||
    (rpId !== undefined && typeof rpId !== 'string') ||
    (timeout !== undefined && typeof timeout !== 'number') ||
    !['required', 'preferred', 'discouraged', undefined].includes(userVerification as string | undefined)
  ) {
    throw new Error('unexpected passkey options');
  }
  return { challenge, rpId, timeout, userVerification } as SignInOptions;
}

export interface PasskeySignInRequest {
  /**
   * Conditional UI: nothing is shown until the member picks a passkey among the e-mail field's
   * suggestions (autocomplete="username webauthn"); the call waits until then.
   */
  autofill: boolean;
  /** Read when the passkey is picked, so "Remember me" ticked meanwhile counts. */
  rememberMe: () => boolean;
  /** The page went away: stop before the browser is asked. */
  signal: AbortSignal;
  /** A passkey was picked: the server is asked now. */
  onPicked?: () => void;
}

/**
 * Signing in with a passkey (decision 071): a challenge (`POST /auth/passkey/options`), the
 * browser's passkey dialog or autofill, and its answer checked (`POST /auth/passkey/verify`).
 * The sign-in answer's schema loads once a passkey is picked, not with the page (decision 042).
 */
export async function passkeySignIn({
  autofill,
  rememberMe,
  signal,
  onPicked,
}: PasskeySignInRequest): Promise<AuthResponse> {
  const webauthn = await loadWebAuthn();
  if (autofill && !(await webauthn.browserSupportsWebAuthnAutofill())) throw new PasskeysUnavailable();
  const answer = await apiRequest(API_PATHS.auth.passkeyOptions, { method: 'POST', signal });
  const options = readSignInOptions(answer);
  assertRelyingParty(options.rpId);
  signal.throwIfAborted();
  const response = await webauthn.startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  onPicked?.();
  const schema = import('@kindred/contract/auth').then((contract) => contract.authResponseSchema);
  const signedIn = await apiRequest(API_PATHS.auth.passkeyVerify, {
    method: 'POST',
    body: { response, rememberMe: rememberMe() },
  });
  return (await schema).parse(signedIn);
}
