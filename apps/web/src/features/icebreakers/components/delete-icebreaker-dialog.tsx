import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { ICEBREAKERS_TEXTS } from '@kindred/contract/icebreakers-screen';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteIcebreaker } from '../api/delete-icebreaker';

interface DeleteIcebreakerDialogProps {
  icebreaker: Icebreaker;
  onClose: () => void;
  /** Once the server has deleted it (the card is gone by then). */
  onDeleted: () => void;
}

/** Deleting one of the member's own is confirmed first: it cannot be undone. */
export function DeleteIcebreakerDialog({ icebreaker, onClose, onDeleted }: DeleteIcebreakerDialogProps) {
  const remove = useDeleteIcebreaker();
  return (
    <Dialog title={ICEBREAKERS_TEXTS.deleteTitle} onClose={remove.isPending ? () => undefined : onClose}>
      <blockquote className="rounded-xl border-l-4 border-rose-400 bg-stone-50 px-4 py-3 break-words text-stone-800 dark:bg-stone-800 dark:text-stone-100">
        {icebreaker.text}
      </blockquote>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{ICEBREAKERS_TEXTS.deleteBody}</p>
      {remove.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(remove.error, ICEBREAKERS_TEXTS.deleteFailed)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={ICEBREAKERS_TEXTS.cancel}
        confirmLabel={ICEBREAKERS_TEXTS.delete}
        pending={remove.isPending}
        onCancel={onClose}
        onConfirm={() => remove.mutate(icebreaker.id, { onSuccess: onDeleted })}
      />
    </Dialog>
  );
}
