import { useState, type FormEvent } from 'react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { SAFETY_TEXTS, type ReportReason } from '@kindred/contract/safety';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { ReportReasonFields } from '@/components/safety/report-reason-fields';
import { errorMessage } from '@/lib/api-client';
import { useReportMessage } from '../api/report-message';

interface ReportMessageDialogProps {
  messageId: string;
  senderName: string;
  onClose: () => void;
}

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
        <div className="mt-4">
          <ReportReasonFields
            reason={reason}
            details={details}
            reasonError={reasonMissing && !reason ? SAFETY_TEXTS.chooseReason : undefined}
            onReasonChange={setReason}
            onDetailsChange={setDetails}
          />
        </div>
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
