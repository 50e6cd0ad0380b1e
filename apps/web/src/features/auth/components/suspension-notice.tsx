import { useState } from 'react';
import {
  MODERATION_DECISION_TEXTS,
  type Statement,
  type SuspensionNotice,
} from '@kindred/contract/moderation-decisions';
import { AppealForm } from '@/components/moderation/appeal-form';
import { StatementSummary } from '@/components/moderation/statement-summary';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { useAppealSuspension } from '../api/appeal-suspension';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/**
 * A suspended member who gave the right password (decision 086): why, until when or "for good",
 * the appeal form while the decision is not appealed, and the moderator's final answer once given.
 */
export function SuspensionNoticePanel({ notice }: { notice: SuspensionNotice }) {
  const appeal = useAppealSuspension();
  const [statement, setStatement] = useState<Statement>(notice.statement);
  const sent = appeal.isSuccess;
  return (
    <section
      aria-labelledby="suspension-title"
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <h2 id="suspension-title" className="text-lg font-bold text-stone-900 dark:text-stone-100">
        {MODERATION_DECISION_TEXTS.suspendedTitle}
      </h2>
      <p className="font-semibold text-stone-800 dark:text-stone-200">
        {statement.until
          ? MODERATION_DECISION_TEXTS.suspendedUntil(dateOf(statement.until))
          : MODERATION_DECISION_TEXTS.suspendedForGood}
      </p>
      <StatementSummary statement={statement} showUntil={false} />
      {sent && <Alert tone="success">{MODERATION_DECISION_TEXTS.appealSentSignIn}</Alert>}
      {!sent && statement.appeal.canAppeal && notice.appealToken && (
        <div>
          <h3 className="mb-2 font-semibold text-stone-900 dark:text-stone-100">{MODERATION_DECISION_TEXTS.appeal}</h3>
          <AppealForm
            busy={appeal.isPending}
            error={appeal.isError ? errorMessage(appeal.error, MODERATION_DECISION_TEXTS.appealFailed) : null}
            onSubmit={(text) =>
              appeal.mutate(
                { statementId: statement.id, appealToken: notice.appealToken!, text },
                { onSuccess: setStatement },
              )
            }
          />
        </div>
      )}
    </section>
  );
}
