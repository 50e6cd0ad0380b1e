import { CircleCheck, CircleDashed } from 'lucide-react';
import { IMPORTANCE_LABELS, QUESTION_TEXTS, type StoredAnswer } from '@kindred/contract/compatibility';
import { Button } from '@/components/ui/button';
import type { Question } from '../api/get-questions';

interface QuestionRowProps {
  question: Question;
  stored: StoredAnswer | undefined;
  buttonId: string;
  onOpen: () => void;
}

const labelOf = (question: Question, optionId: string) =>
  question.options.find((option) => option.id === optionId)?.label ?? optionId;

/** A question of the list while closed: the question, the member's answer or 'Not answered yet'. */
export function QuestionRow({ question, stored, buttonId, onOpen }: QuestionRowProps) {
  return (
    <div className="@container">
      <div className="flex flex-col gap-3 @md:flex-row @md:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          {stored ? (
            <CircleCheck
              aria-hidden="true"
              className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400"
            />
          ) : (
            <CircleDashed aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-stone-400 dark:text-stone-500" />
          )}
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-stone-900 dark:text-stone-100">{question.text}</h3>
            {stored ? (
              <div className="mt-1 space-y-0.5 text-sm text-stone-700 dark:text-stone-300">
                <p>
                  {QUESTION_TEXTS.youAnswered(labelOf(question, stored.answer))}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <span
                    className={
                      stored.importance === 'mandatory' ? 'font-semibold text-rose-700 dark:text-rose-300' : undefined
                    }
                  >
                    {IMPORTANCE_LABELS[stored.importance]}
                  </span>
                </p>
                <p className="text-stone-600 dark:text-stone-400">
                  {QUESTION_TEXTS.youAccept(stored.accepted.map((id) => labelOf(question, id)).join(', '))}
                </p>
              </div>
            ) : (
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{QUESTION_TEXTS.notAnswered}</p>
            )}
          </div>
        </div>
        <Button
          id={buttonId}
          variant={stored ? 'outline' : 'secondary'}
          size="sm"
          className="ml-8 self-start @md:ml-0 @md:shrink-0"
          aria-label={stored ? QUESTION_TEXTS.editAnswer(question.text) : QUESTION_TEXTS.answerQuestion(question.text)}
          onClick={onOpen}
        >
          {stored ? QUESTION_TEXTS.edit : QUESTION_TEXTS.answer}
        </Button>
      </div>
    </div>
  );
}
