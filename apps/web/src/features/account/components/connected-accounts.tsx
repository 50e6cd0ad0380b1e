import { useState } from 'react';
import type { AuthProviders } from '@kindred/contract/auth';
import { CONNECTED_ACCOUNT_TEXTS } from '@kindred/contract/connected-accounts';
import { AUTH_PROVIDERS, type AuthProvider } from '@kindred/contract/enums';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { SESSION_MESSAGES } from '@kindred/contract/session-messages';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { providerErrorMessage } from '@/lib/provider-id-token';
import { formatDay } from '../lib/format-day';
import { useConnectedAccounts } from '../api/get-connected-accounts';
import { useLinkAccount } from '../api/link-account';
import { useUnlinkAccount } from '../api/unlink-account';
import { ActionOutcome } from './action-outcome';

const LABELS: Record<AuthProvider, string> = { google: PROFILE_TEXTS.google, apple: PROFILE_TEXTS.apple };

/**
 * The profile's Connected Accounts (decision 072): Google and Apple, each linked through the
 * provider's own sign-in and unlinked unless it is the member's last way in (the server decides).
 */
export function ConnectedAccounts({ clients }: { clients: AuthProviders['clients'] | undefined }) {
  const accounts = useConnectedAccounts();
  const link = useLinkAccount();
  const unlink = useUnlinkAccount();
  const [done, setDone] = useState<string | null>(null);

  if (accounts.isPending) return <Skeleton className="h-20 w-full" />;
  if (accounts.isError) {
    return <RetryAlert message={CONNECTED_ACCOUNT_TEXTS.loadFailed} onRetry={() => void accounts.refetch()} />;
  }

  const busy = link.isPending ? link.variables.provider : unlink.isPending ? unlink.variables : null;
  const failure = link.isError
    ? providerErrorMessage(link.error, SESSION_MESSAGES.loginFailed)
    : unlink.isError
      ? errorMessage(unlink.error, SESSION_MESSAGES.loginFailed)
      : null;
  const start = (provider: AuthProvider, connected: boolean) => {
    setDone(null);
    link.reset();
    unlink.reset();
    const client = clients?.[provider];
    if (connected) {
      unlink.mutate(provider, { onSuccess: () => setDone(CONNECTED_ACCOUNT_TEXTS.disconnected(LABELS[provider])) });
    } else if (client) {
      link.mutate(
        { provider, client },
        { onSuccess: () => setDone(CONNECTED_ACCOUNT_TEXTS.connected(LABELS[provider])) },
      );
    }
  };

  return (
    <div>
      {!accounts.data.hasPassword && (
        <p className="mb-2 text-sm text-stone-700 dark:text-stone-300">{PROFILE_TEXTS.providerSignIn}</p>
      )}
      <ul className="divide-y divide-stone-200 dark:divide-stone-700">
        {AUTH_PROVIDERS.map((provider) => {
          const linked = accounts.data.accounts.find((account) => account.provider === provider);
          const label = LABELS[provider];
          const available = Boolean(clients?.[provider]);
          return (
            <li key={provider} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-stone-900 dark:text-stone-100">{label}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {linked
                    ? CONNECTED_ACCOUNT_TEXTS.connectedSince(formatDay(linked.connectedAt))
                    : available
                      ? PROFILE_TEXTS.notConnected
                      : CONNECTED_ACCOUNT_TEXTS.unavailable}
                </p>
              </div>
              {(linked || available) && (
                <Button
                  size="sm"
                  variant="outline"
                  busy={busy === provider}
                  aria-label={
                    linked ? CONNECTED_ACCOUNT_TEXTS.disconnect(label) : CONNECTED_ACCOUNT_TEXTS.connect(label)
                  }
                  onClick={() => start(provider, Boolean(linked))}
                >
                  {linked ? CONNECTED_ACCOUNT_TEXTS.disconnectShort : CONNECTED_ACCOUNT_TEXTS.connectShort}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ActionOutcome done={done} failure={failure} />
    </div>
  );
}
