import { useState } from 'react';
import { MATCH_DETAIL_TEXTS, MATCH_MESSAGES } from '@kindred/contract/matches';
import { MATCHES_SCREEN_TEXTS } from '@kindred/contract/matches-screen';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import type { MemberReportInput } from '@/api/safety/report-member';
import { AlsoReportFields, NO_REPORT, alsoReportInput } from '@/components/safety/also-report-fields';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';

interface UnmatchDialogProps {
  name: string;
  pending: boolean;
  /** Why the last try failed (the unmatch's or the report's words), if it did. */
  failure: string | null;
  onConfirm: (report: MemberReportInput | null) => void;
  onClose: () => void;
}

/**
 * Unmatching cannot be undone, so it is confirmed first; "Also report" files a report with it
 * (decision 080). A failure says so and keeps the match.
 */
export function UnmatchDialog({ name, pending, failure, onConfirm, onClose }: UnmatchDialogProps) {
  const [alsoReport, setAlsoReport] = useState(NO_REPORT);
  const confirm = () => {
    const input = alsoReportInput(alsoReport);
    if ('error' in input) setAlsoReport({ ...alsoReport, reasonError: input.error });
    else onConfirm(input.report);
  };
  return (
    <Dialog title={MATCHES_SCREEN_TEXTS.unmatchTitle(name)} onClose={pending ? () => undefined : onClose}>
      <p className="text-sm text-stone-700 dark:text-stone-300">{MATCH_MESSAGES.unmatchConfirm}</p>
      <AlsoReportFields name={name} value={alsoReport} onChange={setAlsoReport} />
      {failure && (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={MATCH_DETAIL_TEXTS.cancel}
        confirmLabel={alsoReport.on ? MEMBER_SAFETY_TEXTS.unmatchAndReport : MATCH_DETAIL_TEXTS.confirmUnmatch}
        pending={pending}
        onCancel={onClose}
        onConfirm={confirm}
      />
    </Dialog>
  );
}
