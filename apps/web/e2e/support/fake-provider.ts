import { createSign, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Google and Apple as the browser meets them, on a local port (decision 072): each provider's
// sign-in script (a stand-in for accounts.google.com/gsi/client and Apple's appleid.auth.js),
// the ID tokens that script hands the page, and the JWKS the server checks them against.

export interface ProviderIdentity {
  sub: string;
  email: string;
}

export interface FakeProviders {
  origin: string;
  /** The server's configuration for both providers. */
  env: Record<string, string>;
  /** Who is signed in at the provider: the next sign-in answers a token for them. */
  signInAs(identity: ProviderIdentity): void;
  /** Every request the browser made to the provider, by path. */
  requests: string[];
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

const GOOGLE_SCRIPT = (origin: string) => `
window.google = { accounts: { id: {
  initialize(options) { this.options = options; },
  prompt() {
    const options = this.options;
    fetch('${origin}/token?provider=google&aud=' + encodeURIComponent(options.client_id))
      .then((response) => response.text())
      .then((credential) => options.callback({ credential }));
  },
} } };`;

const APPLE_SCRIPT = (origin: string) => `
window.AppleID = { auth: {
  init(options) { this.options = options; },
  signIn() {
    return fetch('${origin}/token?provider=apple&aud=' + encodeURIComponent(this.options.clientId))
      .then((response) => response.text())
      .then((idToken) => ({ authorization: { id_token: idToken } }));
  },
} };`;

export async function startFakeProviders(): Promise<FakeProviders> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  const requests: string[] = [];
  let identity: ProviderIdentity | null = null;
  let origin = '';

  function idToken(provider: string, audience: string): string {
    if (!identity) throw new Error('nobody is signed in at the fake provider');
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', kid: 'e2e-key', typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        iss: `${origin}/${provider}`,
        aud: audience,
        sub: identity.sub,
        email: identity.email,
        email_verified: provider === 'apple' ? 'true' : true,
        iat: now,
        exp: now + 300,
      }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    requests.push(url.pathname);
    response.setHeader('access-control-allow-origin', '*');
    if (url.pathname === '/certs') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    } else if (url.pathname === '/gsi/client' || url.pathname === '/appleid.auth.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(url.pathname === '/gsi/client' ? GOOGLE_SCRIPT(origin) : APPLE_SCRIPT(origin));
    } else if (url.pathname === '/token') {
      response.setHeader('content-type', 'text/plain');
      response.end(idToken(url.searchParams.get('provider') ?? '', url.searchParams.get('aud') ?? ''));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    env: {
      GOOGLE_CLIENT_ID: 'kindred-e2e-google',
      GOOGLE_JWKS_URL: `${origin}/certs`,
      GOOGLE_ISSUER: `${origin}/google`,
      GOOGLE_SCRIPT_URL: `${origin}/gsi/client`,
      APPLE_CLIENT_ID: 'kindred-e2e-apple',
      APPLE_JWKS_URL: `${origin}/certs`,
      APPLE_ISSUER: `${origin}/apple`,
      APPLE_SCRIPT_URL: `${origin}/appleid.auth.js`,
    },
    signInAs: (next) => {
      identity = next;
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
