import { useState, type FormEvent } from 'react';
import { TIMINGS } from '@kindred/contract/constants';
import { REPORT_REASONS } from '@kindred/contract/enums';
import { SAFETY_CENTER_TEXTS } from '@kindred/contract/safety-center';
import {
  REPORT_REASON_LABELS,
  SAFETY_TEXTS,
  safetyReportInputSchema,
  type ReportReason,
} from '@kindred/contract/safety';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useConfirmedSubmit } from '@/lib/use-confirmed-submit';
import { useSubmitSafetyReport } from '../api/submit-safety-report';
import { ReportSent } from './report-sent';

/** The server's caps, from the schema it validates with. */
const DESCRIPTION_MAX = safetyReportInputSchema.shape.description.maxLength ?? undefined;
const SUBJECT_MAX = safetyReportInputSchema.shape.reportedUser.unwrap().maxLength ?? undefined;

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

const isReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);

/**
 * SPEC 3, 5 Report form: reason and description required (submit disabled until both are
 * filled), user name or ID optional. DESIGN 2: it is really stored (`POST /reports`). SPEC 4's
 * timings stay as minimum display times: 'Submitting...' shows for at least
 * TIMINGS.reportMinDisplayMs, and the confirmation resets after TIMINGS.confirmationResetMs
 * or with 'Submit Another Report'.
 */
export function ReportForm() {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [description, setDescription] = useState('');
  const [subject, setSubject] = useState('');
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useSubmitSafetyReport();
  const { phase, formRef, reset, run } = useConfirmedSubmit({
    minDisplayMs: TIMINGS.reportMinDisplayMs,
    confirmationAttribute: 'data-report-sent',
    firstControl: 'select',
    onReset: () => {
      setReason('');
      setDescription('');
      setSubject('');
      setError(null);
    },
  });

  const canSubmit = reason !== '' && description.trim() !== '' && phase === 'editing';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    const trimmedSubject = subject.trim();
    await run(
      () =>
        report.mutateAsync({
          reason,
          description: description.trim(),
          ...(trimmedSubject ? { reportedUser: trimmedSubject } : {}),
        }),
      {
        onSent: setReceipt,
        onFailed: (failure) => setError(errorMessage(failure, SAFETY_CENTER_TEXTS.reportFailed)),
      },
    );
  };

  if (phase === 'sent') return <ReportSent message={receipt} onSubmitAnother={() => reset(true)} />;

  const submitting = phase === 'submitting';
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={SAFETY_TEXTS.reportTitle}
      className="space-y-5"
    >
      <SelectField
        label={SAFETY_TEXTS.reason}
        name="reason"
        placeholder={SAFETY_TEXTS.chooseReason}
        options={REASON_OPTIONS}
        value={reason}
        onChange={(event) => setReason(isReason(event.target.value) ? event.target.value : '')}
        disabled={submitting}
        required
      />
      <TextareaField
        label={SAFETY_TEXTS.description}
        name="description"
        placeholder={SAFETY_CENTER_TEXTS.descriptionPlaceholder}
        value={description}
        maxLength={DESCRIPTION_MAX}
        onChange={(event) => setDescription(event.target.value)}
        readOnly={submitting}
        required
      />
      <TextField
        label={SAFETY_TEXTS.subject}
        name="reportedUser"
        hint={SAFETY_CENTER_TEXTS.subjectHint}
        value={subject}
        maxLength={SUBJECT_MAX}
        autoComplete="off"
        onChange={(event) => setSubject(event.target.value)}
        readOnly={submitting}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!canSubmit} busy={submitting}>
        {submitting ? SAFETY_TEXTS.submitting : SAFETY_TEXTS.submit}
      </Button>
    </form>
  );
}
