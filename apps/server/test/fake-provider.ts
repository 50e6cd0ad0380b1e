import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';

export interface FakeProvider {
  /** Where the provider's public keys are served (GOOGLE_JWKS_URL, APPLE_JWKS_URL). */
  jwksUrl: string;
  /** An ID token as the provider would sign it; `key` signs as someone else. */
  idToken(
    claims: Record<string, unknown>,
    options?: { key?: CryptoKey; audience?: string; issuer?: string },
  ): Promise<string>;
  /** A key the provider never published. */
  strangerKey: CryptoKey;
  close(): Promise<void>;
}

/** A sign-in provider of the tests' own: a JWKS on a local port, and ID tokens signed with its key. */
export async function startFakeProvider({
  clientId,
  issuer,
}: {
  clientId: string;
  issuer: string;
}): Promise<FakeProvider> {
  const pair = await generateKeyPair('RS256');
  const strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    jwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`,
    strangerKey,
    idToken: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(options.key ?? pair.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
