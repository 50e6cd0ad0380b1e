import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { MESSAGES } from '@kindred/contract/messages';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { MEMBER_SAFETY_TEXTS, SAFETY_MESSAGES, SAFETY_TEXTS, type ReportReason } from '@kindred/contract/safety';
import { useReportMember, type ReportTarget } from '@/api/safety/report-member';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { ReportReasonFields } from './report-reason-fields';

interface ReportMemberDialogProps {
  name: string;
  target: ReportTarget;
  onClose: () => void;
  /** Once the report is in, the member may block too. */
  onBlock?: () => void;
  /** In place of "Report {name}" and the general intro (one message: decision 082). */
  title?: string;
  intro?: string;
}

/** Report from a card or a chat (decision 080): SPEC 3's reasons and details, then the sent state. */
export function ReportMemberDialog({
  name,
  target,
  onClose,
  onBlock,
  title = MATCH_DETAIL_PAGE_TEXTS.reportTitle(name),
  intro = MATCH_DETAIL_PAGE_TEXTS.reportIntro,
}: ReportMemberDialogProps) {
  const report = useReportMember(target);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') {
      setReasonError(SAFETY_MESSAGES.reasonRequired);
      return;
    }
    report.mutate({ reason, details: details.trim() });
  };

  if (report.isSuccess) {
    return (
      // A new dialog (key): the form's focused button is gone, so focus starts again inside.
      <Dialog key="submitted" title={title} onClose={onClose}>
        <Alert tone="success" className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="block font-semibold">{SAFETY_TEXTS.submitted}</span>
            {report.data}
          </span>
        </Alert>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onBlock && (
            <Button variant="outline" onClick={onBlock}>
              {MEMBER_SAFETY_TEXTS.block(name)}
            </Button>
          )}
          <Button onClick={onClose}>{COMMON_TEXTS.close}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="mb-4 text-sm text-stone-700 dark:text-stone-300">{intro}</p>
        <ReportReasonFields
          reason={reason}
          details={details}
          reasonError={reasonError}
          onReasonChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          onDetailsChange={setDetails}
        />
        {report.isError && (
          <Alert tone="error" className="mt-4">
            {errorMessage(report.error, MESSAGES.somethingWentWrong)}
          </Alert>
        )}
        <ConfirmActions
          cancelLabel={MATCH_DETAIL_TEXTS.cancel}
          confirmLabel={report.isPending ? SAFETY_TEXTS.submitting : SAFETY_TEXTS.submit}
          pending={report.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
