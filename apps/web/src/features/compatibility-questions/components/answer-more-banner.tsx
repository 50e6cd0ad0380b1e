import { Link } from 'react-router';
import { QUESTION_TEXTS, QUESTIONS_SECTION_ID, WELL_ANSWERED_COUNT } from '@kindred/contract/compatibility';
import { ROUTES } from '@kindred/contract/routes';
import { buttonClasses } from '@/components/ui/button-classes';
import { useAnswers } from '../api/get-answers';

/**
 * For You, while the member has answered few questions (issue 38): why every score sits near the
 * middle, and the way to the questions. Gone once enough are answered.
 */
export function AnswerMoreBanner() {
  const answers = useAnswers();
  if (!answers.data) return null;
  const left = WELL_ANSWERED_COUNT - answers.data.length;
  if (left <= 0) return null;
  return (
    <aside
      aria-label={QUESTION_TEXTS.answerMoreTitle(left)}
      className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-sky-900 dark:bg-sky-950/60"
    >
      <div>
        <p className="font-semibold text-sky-950 dark:text-sky-100">{QUESTION_TEXTS.answerMoreTitle(left)}</p>
        <p className="mt-1 text-sm text-sky-900 dark:text-sky-200">{QUESTION_TEXTS.answerMoreBody}</p>
      </div>
      <Link
        to={`${ROUTES.profile}#${QUESTIONS_SECTION_ID}`}
        className={buttonClasses('secondary', 'md', 'shrink-0 self-start sm:self-auto')}
      >
        {QUESTION_TEXTS.answerMoreAction}
      </Link>
    </aside>
  );
}
