import type { AuthProviders, ProviderClient } from '@kindred/contract/auth';
import type { Config, ProviderConfig } from '../../config';

function clientOf(provider: ProviderConfig | null, publicUrl: string): ProviderClient | null {
  if (!provider) return null;
  return { clientId: provider.clientId, scriptUrl: provider.scriptUrl, redirectUri: `${publicUrl}/login` };
}

/** `GET /auth/providers` (decisions 051, 072): which providers are set up, and how the web app starts each. */
export function providerClients({ providers, publicUrl }: Pick<Config, 'providers' | 'publicUrl'>): AuthProviders {
  return {
    google: providers.google !== null,
    apple: providers.apple !== null,
    clients: { google: clientOf(providers.google, publicUrl), apple: clientOf(providers.apple, publicUrl) },
  };
}

/**
 * The origins a configured provider's sign-in runs from: its script's, and its issuer's (Google's
 * script opens frames and requests at accounts.google.com, Apple's a pop-up at appleid.apple.com).
 */
export function providerOrigins(providers: Config['providers']): string[] {
  const origins = new Set<string>();
  for (const provider of [providers.google, providers.apple]) {
    if (!provider) continue;
    for (const url of [provider.scriptUrl, provider.issuer]) {
      if (URL.canParse(url)) origins.add(new URL(url).origin);
    }
  }
  return [...origins];
}
