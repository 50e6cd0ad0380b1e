import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { MATCH_DETAIL_TEXTS, MATCH_MESSAGES } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { useUnmatch } from '@/api/matches/unmatch';
import { AlsoReportFields, NO_REPORT, alsoReportInput } from '@/components/safety/also-report-fields';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';

interface UnmatchDialogProps {
  matchId: string;
  firstName: string;
  onClose: () => void;
}

/**
 * SPEC 2: unmatching asks first; "Also report" files a report with it (decision 080). Afterwards
 * the member is back on /matches.
 */
export function UnmatchDialog({ matchId, firstName, onClose }: UnmatchDialogProps) {
  const navigate = useNavigate();
  const unmatch = useUnmatch();
  const [alsoReport, setAlsoReport] = useState(NO_REPORT);
  const confirm = () => {
    const input = alsoReportInput(alsoReport);
    if ('error' in input) {
      setAlsoReport({ ...alsoReport, reasonError: input.error });
      return;
    }
    unmatch.mutate(
      { matchId, report: input.report },
      { onSuccess: () => void navigate(ROUTES.matches, { replace: true }) },
    );
  };

  return (
    <Dialog
      title={MATCH_DETAIL_PAGE_TEXTS.unmatchTitle(firstName)}
      onClose={unmatch.isPending ? () => undefined : onClose}
    >
      <p className="text-stone-700 dark:text-stone-300">{MATCH_MESSAGES.unmatchConfirm}</p>
      <AlsoReportFields name={firstName} value={alsoReport} onChange={setAlsoReport} />
      {unmatch.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(unmatch.error, MATCH_MESSAGES.unmatchFailed)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={MATCH_DETAIL_TEXTS.cancel}
        confirmLabel={
          unmatch.isPending
            ? MATCH_DETAIL_PAGE_TEXTS.unmatching
            : alsoReport.on
              ? MEMBER_SAFETY_TEXTS.unmatchAndReport
              : MATCH_DETAIL_TEXTS.confirmUnmatch
        }
        pending={unmatch.isPending}
        onCancel={onClose}
        onConfirm={confirm}
      />
    </Dialog>
  );
}
