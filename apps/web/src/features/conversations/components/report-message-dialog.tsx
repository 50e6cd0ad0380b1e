import { useState, type FormEvent } from 'react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { REPORT_REASONS } from '@kindred/contract/enums';
import { REPORT_REASON_LABELS, SAFETY_TEXTS, type ReportReason } from '@kindred/contract/safety';
import { LIMITS } from '@kindred/contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useReportMessage } from '../api/report-message';

interface ReportMessageDialogProps {
  messageId: string;
  senderName: string;
  onClose: () => void;
}

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/** The recipient reports one message: a reason and, if they like, a few words; then the thanks. */
export function ReportMessageDialog({ messageId, senderName, onClose }: ReportMessageDialogProps) {
  const report = useReportMessage(messageId);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setReasonMissing(true);
    report.mutate({ reason, details });
  };

  if (report.isSuccess) {
    return (
      <Dialog title={CHAT_TEXTS.reportMessageTitle} onClose={onClose}>
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {report.data}
        </p>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{CHAT_TEXTS.reportMessageClose}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={CHAT_TEXTS.reportMessageTitle} onClose={report.isPending ? () => undefined : onClose}>
      <form onSubmit={submit} noValidate>
        <p className="text-sm text-stone-700 dark:text-stone-300">{CHAT_TEXTS.reportMessageIntro(senderName)}</p>
        <SelectField
          className="mt-4"
          label={SAFETY_TEXTS.reason}
          placeholder={SAFETY_TEXTS.chooseReason}
          options={REASONS}
          value={reason}
          required
          error={reasonMissing && !reason ? SAFETY_TEXTS.chooseReason : undefined}
          onChange={(event) => setReason(event.target.value as ReportReason | '')}
        />
        <TextareaField
          className="mt-4"
          label={CHAT_TEXTS.reportMessageDetails}
          value={details}
          rows={3}
          maxLength={LIMITS.reportDetailsMax}
          onChange={(event) => setDetails(event.target.value)}
        />
        {report.isError && (
          <Alert tone="error" className="mt-4">
            {errorMessage(report.error, CHAT_TEXTS.reportMessageFailed)}
          </Alert>
        )}
        <ConfirmActions
          cancelLabel={CHAT_TEXTS.reportMessageCancel}
          confirmLabel={CHAT_TEXTS.reportMessageSend}
          pending={report.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
