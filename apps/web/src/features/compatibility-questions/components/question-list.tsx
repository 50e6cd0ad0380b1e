import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import {
  QUESTION_CATEGORIES,
  QUESTION_TEXTS,
  type QuestionCategory,
  type StoredAnswer,
} from '@kindred/contract/compatibility';
import { ChoiceGroup } from '@/components/ui/choice-group';
import type { Question } from '../api/get-questions';
import { QuestionCard } from './question-card';
import { QuestionRow } from './question-row';

type Filter = 'all' | QuestionCategory;
const FILTERS: readonly Filter[] = ['all', ...QUESTION_CATEGORIES];
const filterLabel = (filter: Filter) =>
  filter === 'all' ? QUESTION_TEXTS.allCategories : QUESTION_TEXTS.categories[filter];

interface QuestionListProps {
  questions: readonly Question[];
  answers: readonly StoredAnswer[];
}

/**
 * Every question of the bank, answered or not, filtered by category; one is open at a time.
 * Saving or skipping a new question opens the next unanswered one, so members can answer many in a row.
 */
export function QuestionList({ questions, answers }: QuestionListProps) {
  const id = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ elementId: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const shown = questions.filter((question) => filter === 'all' || question.category === filter);

  const headingId = (questionId: string) => `${id}-${questionId}-heading`;
  const buttonId = (questionId: string) => `${id}-${questionId}-button`;

  // After a question opens or closes, focus follows: to the open card's question, or back to the row's button.
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.elementId)?.focus();
  }, [focusRequest]);

  const open = (questionId: string) => {
    setOpenId(questionId);
    setFocusRequest({ elementId: headingId(questionId) });
  };

  const close = (questionId: string) => {
    setOpenId(null);
    setFocusRequest({ elementId: buttonId(questionId) });
  };

  /** Opens the next unanswered question below this one, or closes the list's open card. */
  const moveOn = (questionId: string, answered: ReadonlySet<string>) => {
    const after = shown.slice(shown.findIndex((question) => question.id === questionId) + 1);
    const next = after.find((question) => !answered.has(question.id));
    if (next) open(next.id);
    else close(questionId);
  };

  return (
    <div className="space-y-5">
      <ChoiceGroup
        label={QUESTION_TEXTS.categoryFilter}
        options={FILTERS}
        value={filter}
        optionLabel={filterLabel}
        columns={3}
        onChange={(next) => {
          setFilter(next);
          setOpenId(null);
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{QUESTION_TEXTS.noQuestionsInFilter}</p>
      ) : (
        <ol className="space-y-3">
          {shown.map((question) => {
            const stored = byQuestion.get(question.id);
            const isOpen = openId === question.id;
            return (
              <li
                key={question.id}
                className={clsx(
                  'rounded-xl border p-4',
                  isOpen
                    ? 'border-rose-300 bg-white shadow-sm dark:border-rose-800 dark:bg-stone-900'
                    : 'border-stone-200 dark:border-stone-700',
                )}
              >
                {isOpen ? (
                  <QuestionCard
                    question={question}
                    stored={stored}
                    eyebrow={QUESTION_TEXTS.categories[question.category]}
                    headingId={headingId(question.id)}
                    dismissLabel={stored ? QUESTION_TEXTS.cancel : QUESTION_TEXTS.skip}
                    onDismiss={() => (stored ? close(question.id) : moveOn(question.id, new Set(byQuestion.keys())))}
                    onSaved={(saved) => {
                      setAnnouncement(QUESTION_TEXTS.saved);
                      if (stored) close(saved.questionId);
                      else moveOn(saved.questionId, new Set([...byQuestion.keys(), saved.questionId]));
                    }}
                    onCleared={() => {
                      setAnnouncement(QUESTION_TEXTS.cleared);
                      close(question.id);
                    }}
                  />
                ) : (
                  <QuestionRow
                    question={question}
                    stored={stored}
                    buttonId={buttonId(question.id)}
                    onOpen={() => open(question.id)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
