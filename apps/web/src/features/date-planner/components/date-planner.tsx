import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Heart, SearchX } from 'lucide-react';
import type { DateIdeaCategory } from '@kindred/contract/date-ideas';
import {
  DATE_PLANNER_TABS,
  DATE_PLANNER_TEXTS,
  type DateIdeaView,
  type DatePlannerTab,
} from '@kindred/contract/date-planner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useDateIdeas } from '../api/get-date-ideas';
import { useSaveDateIdea } from '../api/save-date-idea';
import { DateCategoryChips } from './date-category-chips';
import { DateIdeaList } from './date-idea-list';
import { DateProposalForm } from './date-proposal-form';
import { UpcomingDates } from './upcoming-dates';

function tabFrom(value: string | null): DatePlannerTab {
  return DATE_PLANNER_TABS.find((tab) => tab === value) ?? 'ideas';
}

interface DatePlannerProps {
  /** The page's cache effects once a proposal is in the chat. */
  onProposalSent?: (matchId: string) => void;
}

/**
 * SPEC 2 Date Planner: tabs Date Ideas, Saved, Custom Plan, the tab kept in `?tab=` (and the
 * idea and match being planned in `?idea=` and `?match=`), so a reload or a shared link opens the
 * same view. Above them, the member's Upcoming dates (issue 35).
 */
export function DatePlanner({ onProposalSent }: DatePlannerProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const ideaParam = searchParams.get('idea') ?? undefined;
  // "Plan a date" in a chat opens Custom Plan with that match chosen.
  const matchParam = searchParams.get('match') ?? undefined;
  const [category, setCategory] = useState<DateIdeaCategory | null>(null);
  const ideas = useDateIdeas({ category: category ?? undefined });
  const saved = useDateIdeas({ saved: true });
  const catalogue = useDateIdeas({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveDateIdea({
    onError: (error) => setSaveError(errorMessage(error, DATE_PLANNER_TEXTS.saveFailed)),
  });

  const show = (next: DatePlannerTab, ideaId?: string) => {
    const params: Record<string, string> = next === 'ideas' ? {} : { tab: next };
    if (next === 'plan' && (ideaId ?? ideaParam)) params.idea = (ideaId ?? ideaParam)!;
    if (next === 'plan' && matchParam) params.match = matchParam;
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const toggleSaved = (idea: DateIdeaView) => {
    setSaveError(null);
    save.mutate({ ideaId: idea.id, liked: !idea.liked });
  };
  const plan = (idea: DateIdeaView) => {
    show('plan', idea.id);
    window.scrollTo({ top: 0 });
  };

  const panels: Record<DatePlannerTab, ReactNode> = {
    ideas: (
      <div className="space-y-5">
        <DateCategoryChips selected={category} onSelect={setCategory} />
        <DateIdeaList
          ideas={ideas}
          empty={{ icon: SearchX, title: DATE_PLANNER_TEXTS.noIdeas }}
          onToggleSaved={toggleSaved}
          onPlan={plan}
        />
      </div>
    ),
    saved: (
      <DateIdeaList
        ideas={saved}
        empty={{
          icon: Heart,
          title: DATE_PLANNER_TEXTS.noSaved,
          description: DATE_PLANNER_TEXTS.noSavedHint,
          action: (
            <Button variant="outline" className="mt-5" onClick={() => show('ideas')}>
              {DATE_PLANNER_TEXTS.browseIdeas}
            </Button>
          ),
        }}
        onToggleSaved={toggleSaved}
        onPlan={plan}
      />
    ),
    plan: catalogue.isPending ? (
      <PageSpinner />
    ) : (
      // A new "Plan this date" (or "Plan a date" from another chat) starts a new form with it.
      <DateProposalForm
        key={`${ideaParam ?? 'none'}:${matchParam ?? 'none'}`}
        ideas={catalogue.data ?? []}
        initialIdeaId={ideaParam}
        initialMatchId={matchParam}
        onSent={onProposalSent}
      />
    ),
  };

  return (
    <div className="space-y-8">
      <UpcomingDates />
      <div className="space-y-4">
        {saveError && <Alert tone="error">{saveError}</Alert>}
        <Tabs
          label={DATE_PLANNER_TEXTS.tabsLabel}
          tabs={DATE_PLANNER_TABS.map((id) => ({ id, label: DATE_PLANNER_TEXTS.tabs[id], panel: panels[id] }))}
          current={tab}
          onChange={(next) => show(next)}
        />
      </div>
    </div>
  );
}
