import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { MESSAGES } from '@kindred/contract/messages';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { useBlockMember } from '@/api/safety/block-member';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';

interface BlockMemberDialogProps {
  name: string;
  memberId: string;
  /** A match ends with the block: the text says so (SPEC 6). */
  matched?: boolean;
  onClose: () => void;
  /** The server has the block: the screen drops the member at once and says so. */
  onBlocked: () => void;
}

/** Block asks first (decision 080); a failure says why and keeps everything as it was. */
export function BlockMemberDialog({ name, memberId, matched = false, onClose, onBlocked }: BlockMemberDialogProps) {
  const block = useBlockMember({ mutationConfig: { onSuccess: onBlocked } });
  return (
    <Dialog title={MEMBER_SAFETY_TEXTS.blockTitle(name)} onClose={block.isPending ? () => undefined : onClose}>
      <p className="text-stone-700 dark:text-stone-300">
        {matched ? MEMBER_SAFETY_TEXTS.blockConfirmMatched : MEMBER_SAFETY_TEXTS.blockConfirm}
      </p>
      {block.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(block.error, MESSAGES.somethingWentWrong)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={MATCH_DETAIL_TEXTS.cancel}
        confirmLabel={block.isPending ? MEMBER_SAFETY_TEXTS.blocking : MEMBER_SAFETY_TEXTS.confirmBlock}
        pending={block.isPending}
        onCancel={onClose}
        onConfirm={() => block.mutate(memberId)}
      />
    </Dialog>
  );
}
