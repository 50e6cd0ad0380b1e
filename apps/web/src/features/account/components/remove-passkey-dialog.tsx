import type { Passkey } from '@kindred/contract/passkey-schemas';
import { PASSKEY_TEXTS } from '@kindred/contract/passkeys';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useRemovePasskey } from '../api/remove-passkey';

interface RemovePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
  /** Once the server has removed it. */
  onRemoved: () => void;
}

/** Removing a passkey is confirmed first: signing in with it stops working at once. */
export function RemovePasskeyDialog({ passkey, onClose, onRemoved }: RemovePasskeyDialogProps) {
  const remove = useRemovePasskey();
  return (
    <Dialog title={PASSKEY_TEXTS.removeTitle} onClose={remove.isPending ? () => undefined : onClose}>
      <p className="text-stone-700 dark:text-stone-300">{PASSKEY_TEXTS.removeBody(passkey.name)}</p>
      {remove.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(remove.error, PASSKEY_TEXTS.saveFailed)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={PASSKEY_TEXTS.cancel}
        confirmLabel={PASSKEY_TEXTS.remove}
        pending={remove.isPending}
        onCancel={onClose}
        onConfirm={() => remove.mutate(passkey.id, { onSuccess: onRemoved })}
      />
    </Dialog>
  );
}
