import { PROFILE_TEXTS } from '@kindred/contract/member-screens';

/**
 * Whether Google or Apple is linked. The profile only says whether the account has a password,
 * so a member without one signs in with a provider; which one is not known here yet.
 */
export function ConnectedAccounts({ hasPassword }: { hasPassword: boolean }) {
  if (!hasPassword) return <p className="text-stone-700 dark:text-stone-300">{PROFILE_TEXTS.providerSignIn}</p>;
  return (
    <dl className="divide-y divide-stone-200 dark:divide-stone-700">
      {[PROFILE_TEXTS.google, PROFILE_TEXTS.apple].map((provider) => (
        <div key={provider} className="flex items-center justify-between py-2.5">
          <dt className="font-medium text-stone-900 dark:text-stone-100">{provider}</dt>
          <dd className="text-sm text-stone-600 dark:text-stone-400">{PROFILE_TEXTS.notConnected}</dd>
        </div>
      ))}
    </dl>
  );
}
