import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { Passkey } from '@kindred/contract/passkey-schemas';
import { PASSKEY_LIMITS, PASSKEY_TEXTS } from '@kindred/contract/passkeys';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { passkeyCeremonyFailure } from '@/lib/passkey-ceremony';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { PasskeyRow } from './passkey-row';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { ActionOutcome } from './action-outcome';

/** Why adding failed, for the member; null when they closed the browser's dialog themselves. */
function addFailure(error: unknown): string | null {
  switch (passkeyCeremonyFailure(error)) {
    case 'aborted':
    case 'cancelled':
      return null;
    case 'already-registered':
      return PASSKEY_TEXTS.alreadyOnDevice;
    case 'unavailable':
      return PASSKEY_TEXTS.unsupported;
    default:
      return errorMessage(error, PASSKEY_TEXTS.addFailed);
  }
}

/** Settings → Passkeys (decision 071): add one on this device, name them, remove them. */
export function AccountPasskeys() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  if (passkeys.isPending) return <Skeleton className="h-24 w-full" />;
  if (passkeys.isError)
    return <RetryAlert message={PASSKEY_TEXTS.loadFailed} onRetry={() => void passkeys.refetch()} />;

  const full = passkeys.data.length >= PASSKEY_LIMITS.maxPerMember;
  const failure = add.isError ? addFailure(add.error) : null;
  const start = () => {
    setDone(null);
    add.mutate(undefined, { onSuccess: () => setDone(PASSKEY_TEXTS.added) });
  };
  return (
    <div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{PASSKEY_TEXTS.intro}</p>
      {passkeys.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{PASSKEY_TEXTS.none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-700">
          {passkeys.data.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRenamed={() => setDone(PASSKEY_TEXTS.renamed)}
              onRemove={() => {
                setDone(null);
                setRemoving(passkey);
              }}
            />
          ))}
        </ul>
      )}
      <ActionOutcome done={done} failure={failure} />
      {full ? (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{PASSKEY_TEXTS.limitReached}</p>
      ) : (
        <Button variant="outline" className="mt-3" busy={add.isPending} onClick={start}>
          {!add.isPending && <KeyRound aria-hidden="true" className="h-4 w-4" />}
          {PASSKEY_TEXTS.add}
        </Button>
      )}
      {removing && (
        <RemovePasskeyDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            setDone(PASSKEY_TEXTS.removed);
          }}
        />
      )}
    </div>
  );
}
