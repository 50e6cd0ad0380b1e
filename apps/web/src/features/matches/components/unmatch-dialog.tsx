import { MATCH_DETAIL_TEXTS, MATCH_MESSAGES } from '@kindred/contract/matches';
import { MATCHES_SCREEN_TEXTS } from '@kindred/contract/matches-screen';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';

interface UnmatchDialogProps {
  name: string;
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Unmatching cannot be undone, so it is confirmed first; a failure says so and keeps the match. */
export function UnmatchDialog({ name, pending, failed, onConfirm, onClose }: UnmatchDialogProps) {
  return (
    <Dialog title={MATCHES_SCREEN_TEXTS.unmatchTitle(name)} onClose={pending ? () => undefined : onClose}>
      <p className="text-sm text-stone-700 dark:text-stone-300">{MATCH_MESSAGES.unmatchConfirm}</p>
      {failed && (
        <Alert tone="error" className="mt-4">
          {MATCH_MESSAGES.unmatchFailed}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={MATCH_DETAIL_TEXTS.cancel}
        confirmLabel={MATCH_DETAIL_TEXTS.confirmUnmatch}
        pending={pending}
        onCancel={onClose}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
