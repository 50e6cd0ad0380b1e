import { TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  IMPORTANCE_LABELS,
  IMPORTANCE_LEVELS,
  QUESTION_TEXTS,
  type StoredAnswer,
} from '@kindred/contract/compatibility';
import { fieldOfPath } from '@kindred/contract/error-paths';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { ErrorBanner } from '@/components/ui/error-banner';
import { FocusableHeading } from '@/components/ui/focusable-heading';
import { ApiRequestError } from '@/lib/api-client';
import { failureFrom, type Failure } from '@/lib/failure-banner';
import { useDeleteAnswer } from '../api/delete-answer';
import type { Question } from '../api/get-questions';
import { useSaveAnswer } from '../api/save-answer';
import { chooseAnswer, draftFromAnswer, parseDraft, toggleAccepted, type AnswerField } from '../lib/answer-draft';
import { OptionFieldset } from './option-fieldset';

interface QuestionCardProps {
  question: Question;
  /** The member's stored answer, when they have one. */
  stored: StoredAnswer | undefined;
  /** A line above the question: its category, or 'Question 2 of 5'. */
  eyebrow: string;
  headingLevel?: 'h2' | 'h3';
  /** The question heading's id, for whoever moves focus to it. */
  headingId?: string;
  onSaved?: (answer: StoredAnswer) => void;
  onCleared?: () => void;
  /** Leaves the question as it is ('Skip' for a new one, 'Cancel' while editing). */
  onDismiss?: () => void;
  dismissLabel?: string;
}

const ANSWER_FIELDS: readonly string[] = ['answer', 'accepted', 'importance'] satisfies AnswerField[];

/** One question of the bank: the member's answer, the answers they accept, how much it matters. */
export function QuestionCard({
  question,
  stored,
  eyebrow,
  headingLevel: Heading = 'h3',
  headingId,
  onSaved,
  onCleared,
  onDismiss,
  dismissLabel = QUESTION_TEXTS.skip,
}: QuestionCardProps) {
  const id = useId();
  const questionHeadingId = headingId ?? `${id}-question`;
  const [draft, setDraft] = useState(() => draftFromAnswer(stored));
  const [errors, setErrors] = useState<Partial<Record<AnswerField, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const save = useSaveAnswer();
  const clear = useDeleteAnswer();
  const busy = save.isPending || clear.isPending;
  const optionIds = question.options.map((option) => option.id);
  const mandatory = draft.importance === 'mandatory';

  const change = (next: typeof draft, field: AnswerField) => {
    setDraft(next);
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const showFailure = (error: unknown, fallback: string) => {
    const fieldErrors = error instanceof ApiRequestError ? error.errors : [];
    const atFields = fieldErrors.filter((issue) => ANSWER_FIELDS.includes(fieldOfPath(issue.path)));
    if (atFields.length > 0 && atFields.length === fieldErrors.length) {
      setErrors(Object.fromEntries(atFields.map((issue) => [fieldOfPath(issue.path), issue.message])));
      return;
    }
    setFailure(failureFrom(error, fallback));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = parseDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { questionId: question.id, input: parsed.input },
      { onSuccess: (answer) => onSaved?.(answer), onError: (error) => showFailure(error, QUESTION_TEXTS.saveFailed) },
    );
  };

  const clearAnswer = () => {
    setFailure(null);
    clear.mutate(question.id, {
      onSuccess: () => onCleared?.(),
      onError: (error) => showFailure(error, QUESTION_TEXTS.clearFailed),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={questionHeadingId} className="space-y-6">
      <div>
        <p className="text-xs font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-300">{eyebrow}</p>
        <FocusableHeading
          as={Heading}
          id={questionHeadingId}
          className="mt-1 scroll-mt-40 text-lg font-bold text-stone-900 dark:text-stone-100"
        >
          {question.text}
        </FocusableHeading>
      </div>
      {failure && <ErrorBanner message={failure.message} errors={failure.errors} onDismiss={() => setFailure(null)} />}
      <OptionFieldset
        legend={QUESTION_TEXTS.yourAnswer}
        type="radio"
        options={question.options}
        selected={draft.answer ? [draft.answer] : []}
        onToggle={(optionId) => change(chooseAnswer(draft, optionId), 'answer')}
        error={errors.answer}
      />
      <OptionFieldset
        legend={QUESTION_TEXTS.acceptedAnswers}
        hint={QUESTION_TEXTS.acceptedHint}
        type="checkbox"
        options={question.options}
        selected={draft.accepted}
        onToggle={(optionId) => change(toggleAccepted(draft, optionId, optionIds), 'accepted')}
        error={errors.accepted}
      />
      <div>
        <ChoiceGroup
          label={QUESTION_TEXTS.importance}
          options={IMPORTANCE_LEVELS}
          optionLabel={(level) => IMPORTANCE_LABELS[level]}
          value={draft.importance}
          onChange={(importance) => change({ ...draft, importance }, 'importance')}
          error={errors.importance}
          columns={5}
          wideOption="mandatory"
          describedBy={mandatory ? `${id}-mandatory` : undefined}
        />
        {/* Always in the page, so the warning is announced as soon as Mandatory is picked. */}
        <div aria-live="polite">
          {mandatory && (
            <p
              id={`${id}-mandatory`}
              className="mt-3 flex gap-2.5 rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {QUESTION_TEXTS.mandatoryWarning}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending} disabled={clear.isPending} className="flex-1 sm:flex-none">
          {save.isPending ? QUESTION_TEXTS.saving : QUESTION_TEXTS.save}
        </Button>
        {onDismiss && (
          <Button variant="outline" disabled={busy} onClick={onDismiss} className="flex-1 sm:flex-none">
            {dismissLabel}
          </Button>
        )}
        {stored && (
          <Button variant="ghost" busy={clear.isPending} disabled={save.isPending} onClick={clearAnswer}>
            {clear.isPending ? QUESTION_TEXTS.clearing : QUESTION_TEXTS.clear}
          </Button>
        )}
      </div>
    </form>
  );
}
