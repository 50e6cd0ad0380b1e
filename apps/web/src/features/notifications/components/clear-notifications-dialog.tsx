import { NOTIFICATION_TEXTS } from '@kindred/contract/notifications';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useClearNotifications } from '../api/clear-notifications';

/** SPEC 2: 'Clear all notifications', with Cancel / Clear All. */
export function ClearNotificationsDialog({ onClose }: { onClose: () => void }) {
  const clear = useClearNotifications({ onSuccess: onClose });
  return (
    <Dialog title={NOTIFICATION_TEXTS.clearDialogTitle} onClose={clear.isPending ? () => undefined : onClose}>
      <p className="text-sm text-stone-700 dark:text-stone-300">{NOTIFICATION_TEXTS.clearDialogBody}</p>
      {clear.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(clear.error, NOTIFICATION_TEXTS.loadFailed)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={NOTIFICATION_TEXTS.cancel}
        confirmLabel={NOTIFICATION_TEXTS.confirmClear}
        pending={clear.isPending}
        onCancel={onClose}
        onConfirm={() => clear.mutate()}
      />
    </Dialog>
  );
}
