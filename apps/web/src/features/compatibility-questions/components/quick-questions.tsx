import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { QUICK_QUESTION_COUNT, QUESTION_TEXTS, type StoredAnswer } from '@kindred/contract/compatibility';
import { Spinner } from '@/components/ui/spinner';
import type { Question } from '../api/get-questions';
import { useQuestionBank } from '../hooks/use-question-bank';
import { pickQuickQuestions } from '../lib/pick-quick-questions';
import { QuestionCard } from './question-card';
import { QuestionsLoadError } from './questions-load-error';

/** End of onboarding: a few questions, one at a time, each optional (SPEC: questions "answered in onboarding"). */
export function QuickQuestions({ count = QUICK_QUESTION_COUNT }: { count?: number }) {
  const titleId = useId();
  const { questions, answers, isPending, isError, retry } = useQuestionBank();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:p-5 dark:border-stone-700 dark:bg-stone-950/40"
    >
      <h2 id={titleId} className="text-lg font-bold text-stone-900 dark:text-stone-100">
        {QUESTION_TEXTS.quickTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{QUESTION_TEXTS.quickIntro}</p>
      <div className="mt-5">
        {isError ? (
          <QuestionsLoadError onRetry={retry} />
        ) : isPending || !questions || !answers ? (
          <Spinner />
        ) : (
          <QuickQuestionsFlow picked={pickQuickQuestions(questions, answers, count)} answers={answers} />
        )}
      </div>
    </section>
  );
}

function QuickQuestionsFlow({ picked, answers }: { picked: Question[]; answers: readonly StoredAnswer[] }) {
  const headingId = useId();
  // The questions are chosen once: answering one must not reshuffle the rest.
  const [questions] = useState(picked);
  const [position, setPosition] = useState(0);
  const moved = useRef(false);
  const question = questions[position];

  useEffect(() => {
    if (moved.current) document.getElementById(headingId)?.focus();
  }, [position, headingId]);

  const next = () => {
    moved.current = true;
    setPosition((current) => current + 1);
  };

  if (!question) {
    return (
      <p
        id={headingId}
        tabIndex={-1}
        className="flex gap-2.5 text-sm font-medium text-stone-800 focus:outline-none dark:text-stone-200"
      >
        <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
        {questions.length === 0 ? QUESTION_TEXTS.quickNoneLeft : QUESTION_TEXTS.quickDone}
      </p>
    );
  }
  return (
    <QuestionCard
      key={question.id}
      question={question}
      stored={answers.find((answer) => answer.questionId === question.id)}
      eyebrow={QUESTION_TEXTS.questionOf(position + 1, questions.length)}
      headingId={headingId}
      headingLevel="h3"
      onSaved={next}
      onDismiss={next}
      dismissLabel={QUESTION_TEXTS.skip}
    />
  );
}
