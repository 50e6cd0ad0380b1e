import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { QUESTION_TEXTS, QUESTIONS_SECTION_ID } from '@kindred/contract/compatibility';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useFragmentSection } from '@/lib/use-fragment-section';
import { useQuestionBank } from '../hooks/use-question-bank';
import { AnsweredCount } from './answered-count';
import { QuestionList } from './question-list';
import { QuestionsLoadError } from './questions-load-error';

/** The profile's section: how many questions are answered, and the whole bank to answer any number. */
export function CompatibilityQuestionsSection() {
  const listId = useId();
  // Opened from a link to the section (For You's "Answer questions"): in view, the list open.
  const target = useFragmentSection([QUESTIONS_SECTION_ID]);
  const [open, setOpen] = useState(target !== null);
  const { questions, answers, isPending, isError, retry } = useQuestionBank();

  return (
    <div id={QUESTIONS_SECTION_ID} className="scroll-mt-20">
      <Card title={QUESTION_TEXTS.sectionTitle}>
        <p className="text-sm text-stone-700 dark:text-stone-300">{QUESTION_TEXTS.sectionIntro}</p>
        <div className="mt-4">
          {isError ? (
            <QuestionsLoadError onRetry={retry} />
          ) : isPending || !questions || !answers ? (
            <Spinner />
          ) : (
            <>
              <AnsweredCount
                answered={
                  answers.filter((answer) => questions.some((question) => question.id === answer.questionId)).length
                }
                total={questions.length}
              />
              <Button
                variant={open ? 'outline' : 'secondary'}
                className="mt-4 w-full sm:w-auto"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setOpen((current) => !current)}
              >
                {open ? QUESTION_TEXTS.closeList : QUESTION_TEXTS.openList}
                <ChevronDown aria-hidden="true" className={open ? 'h-4 w-4 rotate-180' : 'h-4 w-4'} />
              </Button>
              <div id={listId} hidden={!open} className="mt-5">
                {open && <QuestionList questions={questions} answers={answers} />}
              </div>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
