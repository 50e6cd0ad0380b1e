import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { useSubmitSafetyReport } from '../api/submit-safety-report';
import { ReportSent } from './report-sent';

/** The server's caps, from the schema it validates with. */
const DESCRIPTION_MAX = safetyReportInputSchema.shape.description.maxLength ?? undefined;
const SUBJECT_MAX = safetyReportInputSchema.shape.reportedUser.unwrap().maxLength ?? undefined;

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

const isReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase = 'editing' | 'submitting' | 'sent';

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
  const [phase, setPhase] = useState<Phase>('editing');
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useSubmitSafetyReport();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFormAfterReset = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reset = (moveFocus: boolean) => {
    setReason('');
    setDescription('');
    setSubject('');
    setError(null);
    setPhase('editing');
    focusFormAfterReset.current = moveFocus;
  };

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = setTimeout(() => {
      // Only take focus back if the member was on the confirmation (its button had focus).
      reset(document.activeElement?.closest('[data-report-sent]') != null);
    }, TIMINGS.confirmationResetMs);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'editing' && focusFormAfterReset.current) {
      focusFormAfterReset.current = false;
      formRef.current?.querySelector('select')?.focus();
    }
  }, [phase]);

  const canSubmit = reason !== '' && description.trim() !== '' && phase === 'editing';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    setPhase('submitting');
    const shownLongEnough = wait(TIMINGS.reportMinDisplayMs);
    try {
      const trimmedSubject = subject.trim();
      const message = await report.mutateAsync({
        reason,
        description: description.trim(),
        ...(trimmedSubject ? { reportedUser: trimmedSubject } : {}),
      });
      await shownLongEnough;
      if (!mounted.current) return;
      setReceipt(message);
      setPhase('sent');
    } catch (failure) {
      if (!mounted.current) return;
      setError(errorMessage(failure, SAFETY_CENTER_TEXTS.reportFailed));
      setPhase('editing');
    }
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
