import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AuthProvider } from '@kindred/contract/enums';
import { MESSAGES } from '@kindred/contract/messages';
import type { ProviderConfig } from '../../config';
import { BadRequest, Unauthorized } from '../../http/errors';

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export const PROVIDER_LABELS: Record<AuthProvider, string> = { google: 'Google', apple: 'Apple' };

/** Verifies a Google or Apple ID token against the provider's JWKS (issuer and audience checked). */
export function createProviderVerifier(providers: Record<AuthProvider, ProviderConfig | null>) {
  const keySets = new Map<AuthProvider, JWTVerifyGetKey>();

  return async function verify(provider: AuthProvider, token: string | undefined): Promise<ProviderIdentity> {
    const label = PROVIDER_LABELS[provider];
    const config = providers[provider];
    if (!config) throw new BadRequest(MESSAGES.providerNotConfigured(label));
    if (!token) throw new BadRequest(MESSAGES.providerTokenRequired(label));
    let keySet = keySets.get(provider);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(config.jwksUrl));
      keySets.set(provider, keySet);
    }
    try {
      const { payload } = await jwtVerify(token, keySet, { issuer: config.issuer, audience: config.clientId });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
      const email = typeof payload.email === 'string' ? payload.email : null;
      // Apple sends email_verified as the string "true".
      const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
      const name = typeof payload.name === 'string' ? payload.name : null;
      return { subject: payload.sub, email, emailVerified, name };
    } catch {
      throw new Unauthorized(MESSAGES.providerTokenInvalid(label));
    }
  };
}

export type ProviderVerifier = ReturnType<typeof createProviderVerifier>;
