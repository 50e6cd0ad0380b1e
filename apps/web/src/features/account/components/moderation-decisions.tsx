import { useState } from 'react';
import { MODERATION_DECISION_TEXTS, type Statement } from '@kindred/contract/moderation-decisions';
import { AppealForm } from '@/components/moderation/appeal-form';
import { StatementSummary } from '@/components/moderation/statement-summary';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useAppealDecision } from '../api/appeal-decision';
import { useStatements } from '../api/get-statements';

function StatementRow({ statement }: { statement: Statement }) {
  const [appealing, setAppealing] = useState(false);
  const appeal = useAppealDecision();
  return (
    <li className="space-y-3 py-4">
      <StatementSummary statement={statement} />
      {statement.appeal.canAppeal &&
        (appealing ? (
          <AppealForm
            busy={appeal.isPending}
            error={appeal.isError ? errorMessage(appeal.error, MODERATION_DECISION_TEXTS.appealFailed) : null}
            onSubmit={(text) => appeal.mutate({ statementId: statement.id, text })}
          />
        ) : (
          <Button variant="outline" size="sm" onClick={() => setAppealing(true)}>
            {MODERATION_DECISION_TEXTS.appeal}
          </Button>
        ))}
    </li>
  );
}

/** Settings → "Moderation decisions about you" (decision 086): each statement of reasons and its appeal. */
export function ModerationDecisions() {
  const statements = useStatements();
  if (statements.isPending) return <Skeleton className="h-16 w-full" />;
  if (statements.isError)
    return (
      <RetryAlert
        message={errorMessage(statements.error, MODERATION_DECISION_TEXTS.loadFailed)}
        onRetry={() => void statements.refetch()}
      />
    );
  if (statements.data.length === 0)
    return <p className="text-stone-700 dark:text-stone-300">{MODERATION_DECISION_TEXTS.statementsEmpty}</p>;
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-700">
      {statements.data.map((statement) => (
        <StatementRow key={statement.id} statement={statement} />
      ))}
    </ul>
  );
}
