import { useNavigate } from 'react-router';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useBlockMatch } from '../api/block-match';

interface BlockDialogProps {
  matchId: string;
  firstName: string;
  onClose: () => void;
}

/** The header's Block: asks first, then ends the match and hides both members; back to /matches. */
export function BlockDialog({ matchId, firstName, onClose }: BlockDialogProps) {
  const navigate = useNavigate();
  const block = useBlockMatch(matchId);
  const confirm = () => block.mutate(undefined, { onSuccess: () => void navigate(ROUTES.matches, { replace: true }) });

  return (
    <Dialog title={MATCH_DETAIL_TEXTS.block} onClose={onClose}>
      <p className="text-stone-700 dark:text-stone-300">{MATCH_DETAIL_TEXTS.blockConfirm(firstName)}</p>
      {block.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(block.error, MESSAGES.somethingWentWrong)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={MATCH_DETAIL_TEXTS.cancel}
        confirmLabel={block.isPending ? MATCH_DETAIL_PAGE_TEXTS.blocking : MATCH_DETAIL_TEXTS.confirmBlock}
        pending={block.isPending}
        onCancel={onClose}
        onConfirm={confirm}
      />
    </Dialog>
  );
}
