import { MODERATION_DECISION_TEXTS, type Statement } from '@kindred/contract/moderation-decisions';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** One statement of reasons (decision 086): what was decided, why, until when, and its appeal. */
export function StatementSummary({
  statement,
  showUntil = true,
}: {
  statement: Statement;
  /** Off where the page already says until when (the suspended sign-in). */
  showUntil?: boolean;
}) {
  const { appeal } = statement;
  const { actions } = MODERATION_DECISION_TEXTS;
  return (
    <div className="space-y-2">
      <p className="font-semibold text-stone-900 dark:text-stone-100">
        {actions[statement.action]} · {statement.reasonLabel}
        <span className="ml-2 text-sm font-normal text-stone-600 dark:text-stone-400">
          {dateOf(statement.createdAt)}
        </span>
      </p>
      {statement.photoPosition !== null && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {MODERATION_DECISION_TEXTS.photoPosition(statement.photoPosition)}
        </p>
      )}
      <p className="text-stone-800 dark:text-stone-200">{statement.text}</p>
      {showUntil && statement.action === 'suspend' && (
        <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">
          {statement.until
            ? MODERATION_DECISION_TEXTS.until(dateOf(statement.until))
            : MODERATION_DECISION_TEXTS.forGood}
        </p>
      )}
      {appeal.text !== null && (
        <div className="rounded-xl bg-stone-50 p-3 text-sm dark:bg-stone-800">
          <p className="font-semibold text-stone-800 dark:text-stone-200">{MODERATION_DECISION_TEXTS.appealYourText}</p>
          <p className="whitespace-pre-wrap text-stone-700 dark:text-stone-300">{appeal.text}</p>
          {appeal.state === 'open' && (
            <p className="mt-2 text-stone-700 dark:text-stone-300">{MODERATION_DECISION_TEXTS.appealOpen}</p>
          )}
          {appeal.answer !== null && (
            <>
              <p className="mt-2 font-semibold text-stone-800 dark:text-stone-200">
                {appeal.state === 'overturned'
                  ? MODERATION_DECISION_TEXTS.appealOverturned
                  : MODERATION_DECISION_TEXTS.appealUpheld}
              </p>
              <p className="font-semibold text-stone-800 dark:text-stone-200">{MODERATION_DECISION_TEXTS.answer}</p>
              <p className="whitespace-pre-wrap text-stone-700 dark:text-stone-300">{appeal.answer}</p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
