import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DATE_PLANNER_TEXTS, type DateIdeaView } from '@kindred/contract/date-planner';
import { MESSAGES } from '@kindred/contract/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { errorMessage } from '@/lib/api-client';
import { DateIdeaCard } from './date-idea-card';

interface DateIdeaListProps {
  ideas: UseQueryResult<DateIdeaView[]>;
  empty: { icon: LucideIcon; title: string; description?: string; action?: ReactNode };
  onToggleSaved: (idea: DateIdeaView) => void;
  onPlan: (idea: DateIdeaView) => void;
}

/** A grid of date ideas; or loading, an error with Try again, or the tab's empty state (SPEC 8). */
export function DateIdeaList({ ideas, empty, onToggleSaved, onPlan }: DateIdeaListProps) {
  if (ideas.isPending) return <PageSpinner />;
  if (ideas.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        {errorMessage(ideas.error, DATE_PLANNER_TEXTS.loadFailed)}
        <Button size="sm" variant="outline" onClick={() => void ideas.refetch()}>
          {MESSAGES.tryAgain}
        </Button>
      </Alert>
    );
  }
  if (ideas.data.length === 0) {
    return (
      <EmptyState icon={empty.icon} title={empty.title} description={empty.description}>
        {empty.action}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {ideas.data.map((idea) => (
        <li key={idea.id} className="flex">
          <DateIdeaCard idea={idea} onToggleSaved={onToggleSaved} onPlan={onPlan} />
        </li>
      ))}
    </ul>
  );
}
