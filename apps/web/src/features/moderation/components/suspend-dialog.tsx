import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { MODERATION_TEXTS } from '@kindred/contract/safety';
import { Button } from '@/components/ui/button';
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
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {MODERATION_PAGE_TEXTS.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {MODERATION_TEXTS.actions.suspend}
        </Button>
      </div>
    </Dialog>
  );
}
