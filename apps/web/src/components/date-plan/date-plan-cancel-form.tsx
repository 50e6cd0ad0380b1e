import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DATE_PLAN_LIMITS, DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { TextareaField } from '@/components/ui/textarea-field';

interface DatePlanCancelFormProps {
  pending: boolean;
  onCancelDate: (note: string | null) => void;
  onKeep: () => void;
}

/** "Cancel this date?": an optional short note for the match, then Keep it or Cancel date. */
export function DatePlanCancelForm({ pending, onCancelDate, onKeep }: DatePlanCancelFormProps) {
  const headingId = useId();
  const [note, setNote] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector('textarea')?.focus();
    // The whole form in view, its button too, low in a chat's thread (jsdom has no scrollIntoView).
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCancelDate(note.trim() || null);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="mt-3 rounded-xl border border-red-200 bg-red-50/60 p-3 dark:border-red-900 dark:bg-red-950/30"
    >
      <h4 id={headingId} className="mb-2 font-bold text-stone-900 dark:text-stone-100">
        {DATE_PLAN_TEXTS.cancelHeading}
      </h4>
      <TextareaField
        label={DATE_PLAN_TEXTS.cancelNoteLabel}
        maxLength={DATE_PLAN_LIMITS.cancelNoteMax}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <ConfirmActions
        cancelLabel={DATE_PLAN_TEXTS.keep}
        confirmLabel={DATE_PLAN_TEXTS.cancelConfirm}
        pending={pending}
        onCancel={onKeep}
      />
    </form>
  );
}
