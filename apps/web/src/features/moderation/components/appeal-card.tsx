import { useId, useState } from 'react';
import {
  MODERATION_DECISION_MESSAGES,
  MODERATION_DECISION_TEXTS,
  type AppealOutcome,
  type ModerationAppeal,
} from '@kindred/contract/moderation-decisions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatReportDate } from '../lib/format-report-date';

interface AppealCardProps {
  appeal: ModerationAppeal;
  onAnswer: (outcome: AppealOutcome, message: string) => void;
  pending: AppealOutcome | null;
  error: string | null;
}

/**
 * One appeal: the decision (with the moderators' note), the member's words, and the form for the
 * final answer, or, once answered, that answer.
 */
export function AppealCard({ appeal, onAnswer, pending, error }: AppealCardProps) {
  const id = useId();
  const { statement } = appeal;
  const texts = MODERATION_DECISION_TEXTS;
  return (
    <article
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900 dark:text-stone-100">
          {appeal.member.name}: {texts.actions[statement.action]} · {statement.reasonLabel}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          <time dateTime={appeal.createdAt}>{formatReportDate(appeal.createdAt)}</time>
        </p>
      </header>
      <p className="text-stone-800 dark:text-stone-200">{statement.text}</p>
      {statement.action === 'suspend' && (
        <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">
          {statement.until ? texts.until(formatReportDate(statement.until)) : texts.forGood}
        </p>
      )}
      {statement.photoPosition !== null && (
        <p className="text-sm text-stone-700 dark:text-stone-300">{texts.photoPosition(statement.photoPosition)}</p>
      )}
      {statement.note && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          <span className="font-semibold">{texts.moderatorNote}: </span>
          {statement.note}
        </p>
      )}
      <div className="rounded-xl bg-stone-50 p-3 dark:bg-stone-800">
        <h3 className="text-sm font-semibold text-stone-700 dark:text-stone-300">{texts.appealTheirText}</h3>
        <p className="whitespace-pre-wrap text-stone-900 dark:text-stone-100">{appeal.text}</p>
      </div>
      {appeal.status === 'open' ? (
        <AnswerForm
          photoRemoved={statement.action === 'remove-photo'}
          onAnswer={onAnswer}
          pending={pending}
          error={error}
        />
      ) : (
        <div className="rounded-xl border border-stone-200 p-3 dark:border-stone-700">
          <h3 className="text-sm font-semibold text-stone-700 dark:text-stone-300">
            {texts.finalAnswer} · {texts.appealAnswered[appeal.status]}
            {appeal.answeredAt && (
              <>
                {' · '}
                <time dateTime={appeal.answeredAt}>{formatReportDate(appeal.answeredAt)}</time>
              </>
            )}
          </h3>
          <p className="whitespace-pre-wrap text-stone-900 dark:text-stone-100">{appeal.answer}</p>
        </div>
      )}
    </article>
  );
}

function AnswerForm({
  photoRemoved,
  onAnswer,
  pending,
  error,
}: Omit<AppealCardProps, 'appeal'> & { photoRemoved: boolean }) {
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const texts = MODERATION_DECISION_TEXTS;
  const answer = (outcome: AppealOutcome) => {
    if (message.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onAnswer(outcome, message.trim());
  };
  return (
    <>
      {photoRemoved && <Alert tone="info">{texts.photoNotRestored}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <TextareaField
        label={texts.answerLabel}
        name="answer"
        rows={3}
        maxLength={1000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={missing ? MODERATION_DECISION_MESSAGES.answerRequired : undefined}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          busy={pending === 'uphold'}
          disabled={pending !== null}
          onClick={() => answer('uphold')}
        >
          {texts.uphold}
        </Button>
        <Button busy={pending === 'overturn'} disabled={pending !== null} onClick={() => answer('overturn')}>
          {texts.overturn}
        </Button>
      </div>
    </>
  );
}
