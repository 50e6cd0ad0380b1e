import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REPORT_REASONS } from '@kindred/contract/enums';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { MESSAGES } from '@kindred/contract/messages';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { REPORT_REASON_LABELS, SAFETY_MESSAGES, SAFETY_TEXTS, type ReportReason } from '@kindred/contract/safety';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useReportMatch } from '../api/report-match';

/** SPEC 3 Report: reason and details; the server caps details at this length. */
const DETAILS_MAX = 1000;

interface ReportDialogProps {
  matchId: string;
  firstName: string;
  onClose: () => void;
  /** After the report is in, the member may block too. */
  onBlock: () => void;
}

/** The header's Report: a reason (SPEC 3 report reasons) and details, sent to the safety team. */
export function ReportDialog({ matchId, firstName, onClose, onBlock }: ReportDialogProps) {
  const report = useReportMatch(matchId);
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
      <Dialog key="submitted" title={MATCH_DETAIL_PAGE_TEXTS.reportTitle(firstName)} onClose={onClose}>
        <Alert tone="success" className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="block font-semibold">{SAFETY_TEXTS.submitted}</span>
            {report.data}
          </span>
        </Alert>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onBlock}>
            {MATCH_DETAIL_PAGE_TEXTS.alsoBlock(firstName)}
          </Button>
          <Button onClick={onClose}>{COMMON_TEXTS.close}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={MATCH_DETAIL_PAGE_TEXTS.reportTitle(firstName)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="mb-4 text-sm text-stone-700 dark:text-stone-300">{MATCH_DETAIL_PAGE_TEXTS.reportIntro}</p>
        <ChoiceGroup
          label={SAFETY_TEXTS.reason}
          options={REPORT_REASONS}
          value={reason}
          optionLabel={(option) => REPORT_REASON_LABELS[option]}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          error={reasonError}
        />
        <TextareaField
          label={MATCH_DETAIL_PAGE_TEXTS.reportDetails}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={DETAILS_MAX}
          rows={3}
          className="mt-4"
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
