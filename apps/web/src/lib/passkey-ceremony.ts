// The browser's side of passkeys (decision 071), shared by sign-in and Settings: the WebAuthn
// library, loaded only when a passkey is needed (decision 042), and what its failures mean.

/** This browser, or this address, cannot use passkeys. */
export class PasskeysUnavailable extends Error {
  constructor() {
    super('Passkeys are not available here');
    this.name = 'PasskeysUnavailable';
  }
}

/**
 * The relying party is PUBLIC_URL's host: on any other address (a LAN IP, another name for the
 * same server) the browser would refuse the ceremony with a SecurityError, so it is not tried.
 */
export function assertRelyingParty(rpId: string | undefined): void {
  const host = window.location.hostname;
  if (rpId && host !== rpId && !host.endsWith(`.${rpId}`)) throw new PasskeysUnavailable();
}

/** @simplewebauthn/browser, when the browser can use it at all. */
export async function loadWebAuthn() {
  const webauthn = await import('@simplewebauthn/browser');
  if (!webauthn.browserSupportsWebAuthn()) throw new PasskeysUnavailable();
  return webauthn;
}

/** Ends whatever passkey dialog or autofill request is waiting (a page left, a newer attempt). */
export function cancelPasskeyCeremony(): void {
  void import('@simplewebauthn/browser').then((webauthn) => webauthn.WebAuthnAbortService.cancelCeremony());
}

/**
 * What went wrong in the browser's part, in a screen's terms; null for anything else (the
 * server's answer, the network), which the screen words from the error itself.
 */
export type PasskeyCeremonyFailure = 'aborted' | 'cancelled' | 'already-registered' | 'unavailable';

export function passkeyCeremonyFailure(error: unknown): PasskeyCeremonyFailure | null {
  if (!(error instanceof Error)) return null;
  switch (error.name) {
    case 'PasskeysUnavailable':
    case 'SecurityError':
    case 'NotSupportedError':
      return 'unavailable';
    // Superseded by a newer ceremony, or cancelled because the page went away.
    case 'AbortError':
      return 'aborted';
    // The person closed the dialog, it timed out, or there was no passkey to offer.
    case 'NotAllowedError':
      return 'cancelled';
    // Registration: this authenticator already holds one of the member's passkeys.
    case 'InvalidStateError':
      return 'already-registered';
    default:
      return null;
  }
}
