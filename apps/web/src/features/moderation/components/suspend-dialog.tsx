import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { MODERATION_TEXTS } from '@kindred/contract/safety';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';

interface SuspendDialogProps {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Suspending ends a member's account use at once, so it is confirmed. */
export function SuspendDialog({ name, onConfirm, onCancel }: SuspendDialogProps) {
  return (
    <Dialog title={MODERATION_PAGE_TEXTS.suspendTitle(name)} onClose={onCancel}>
      <p className="text-stone-700 dark:text-stone-300">{MODERATION_PAGE_TEXTS.suspendBody(name)}</p>
      <ConfirmActions
        cancelLabel={MODERATION_PAGE_TEXTS.cancel}
        confirmLabel={MODERATION_TEXTS.actions.suspend}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
