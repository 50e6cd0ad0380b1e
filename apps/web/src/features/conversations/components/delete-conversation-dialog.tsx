import { CONVERSATION_TEXTS, type Conversation } from '@kindred/contract/conversations';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteConversation } from '../api/delete-conversation';

interface DeleteConversationDialogProps {
  conversation: Conversation;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/** Deleting is confirmed first; it removes the conversation for this member only. */
export function DeleteConversationDialog({ conversation, onClose, onDeleted }: DeleteConversationDialogProps) {
  const remove = useDeleteConversation();
  return (
    <Dialog title={CONVERSATION_TEXTS.deleteTitle} onClose={remove.isPending ? () => undefined : onClose}>
      <p className="text-sm text-stone-700 dark:text-stone-300">{CONVERSATION_TEXTS.deleteConfirm}</p>
      {remove.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(remove.error, CONVERSATION_TEXTS.actionFailed)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={CONVERSATION_TEXTS.cancel}
        confirmLabel={CONVERSATION_TEXTS.delete}
        pending={remove.isPending}
        onCancel={onClose}
        onConfirm={() => remove.mutate(conversation.id, { onSuccess: onDeleted })}
      />
    </Dialog>
  );
}
