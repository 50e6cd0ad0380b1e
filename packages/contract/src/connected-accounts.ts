import { z } from 'zod';
import { AUTH_PROVIDERS } from './enums';

// Connected Accounts (SPEC 2 profile section; ours, issue 33; decision 072): the Google and Apple
// identities a member signs in with, linked and unlinked, never the last way to sign in.

export const connectedAccountSchema = z.object({ provider: z.enum(AUTH_PROVIDERS), connectedAt: z.string() });
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

export const connectedAccountsSchema = z.object({
  accounts: z.array(connectedAccountSchema),
  /** The other ways this member signs in: unlinking the last one is refused. */
  hasPassword: z.boolean(),
  passkeys: z.number().int().min(0),
});
export type ConnectedAccounts = z.infer<typeof connectedAccountsSchema>;

export const connectedAccountsResponseSchema = z.object({ data: connectedAccountsSchema });

export const CONNECTED_ACCOUNT_MESSAGES = {
  lastWayToSignIn: (provider: string) =>
    `${provider} is your only way to sign in. Set a password or add a passkey before you disconnect it.`,
  linkedElsewhere: (provider: string) => `This ${provider} account is already connected to another Kindred account.`,
  otherLinked: (provider: string) =>
    `Your Kindred account is connected to a different ${provider} account. Disconnect it first.`,
  notLinked: (provider: string) => `Your Kindred account is not connected to ${provider}.`,
} as const;

export const CONNECTED_ACCOUNT_TEXTS = {
  connectShort: 'Connect',
  disconnectShort: 'Disconnect',
  /** The buttons' accessible names. */
  connect: (provider: string) => `Connect ${provider}`,
  disconnect: (provider: string) => `Disconnect ${provider}`,
  /** `date` as the member's locale writes it. */
  connectedSince: (date: string) => `Connected ${date}`,
  connected: (provider: string) => `${provider} is connected. You can sign in with it.`,
  disconnected: (provider: string) => `${provider} is disconnected.`,
  unavailable: 'Not available on this server',
  loadFailed: 'Could not load your connected accounts. Please try again.',
  /** The e-mail sent when a provider is connected (nobody else should be able to add a way in). */
  linkedSubject: (provider: string) => `${provider} was connected to your Kindred account`,
} as const;
