import { Bookmark, MessageCircleQuestion, PenLine } from 'lucide-react';
import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import type { IcebreakerCategory } from '@kindred/contract/icebreakers';
import { ICEBREAKERS_TEXTS, type IcebreakerTab } from '@kindred/contract/icebreakers-screen';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { icebreakersOnTab, inCategory } from '../lib/icebreakers-on-tab';
import { CustomIcebreakerForm } from './custom-icebreaker-form';
import { IcebreakerCategoryChips } from './icebreaker-category-chips';
import { IcebreakerList } from './icebreaker-list';

interface IcebreakerTabPanelProps {
  tab: IcebreakerTab;
  icebreakers: readonly Icebreaker[];
  category: IcebreakerCategory | null;
  onCategory: (category: IcebreakerCategory | null) => void;
  onExplore: () => void;
  onToggleSave: (icebreaker: Icebreaker) => void;
  onSend: (icebreaker: Icebreaker) => void;
  onDelete: (icebreaker: Icebreaker) => void;
}

/** The nothing-at-all states of Saved and Your Own (SPEC 8 gives the second). */
const NONE_YET = {
  saved: { icon: Bookmark, title: ICEBREAKERS_TEXTS.noSaved, description: ICEBREAKERS_TEXTS.noSavedHint },
  own: { icon: PenLine, title: EMPTY_STATES.noCustomIcebreakers, description: ICEBREAKERS_TEXTS.noCustomHint },
} as const;

/** One tab: Your Own's form, the category chips, and the tab's cards or why there are none. */
export function IcebreakerTabPanel({
  tab,
  icebreakers,
  category,
  onCategory,
  onExplore,
  ...actions
}: IcebreakerTabPanelProps) {
  const onTab = icebreakersOnTab(icebreakers, tab);
  const shown = inCategory(onTab, category);

  let body;
  if (shown.length > 0) {
    body = <IcebreakerList items={shown} {...actions} />;
  } else if (onTab.length === 0 && tab !== 'explore') {
    const none = NONE_YET[tab];
    body = (
      <EmptyState icon={none.icon} title={none.title} description={none.description}>
        {tab === 'saved' && (
          <Button variant="outline" className="mt-5" onClick={onExplore}>
            {ICEBREAKERS_TEXTS.explore}
          </Button>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <EmptyState
        icon={MessageCircleQuestion}
        title={EMPTY_STATES.noIcebreakers}
        description={category ? ICEBREAKERS_TEXTS.noIcebreakersHint : undefined}
      >
        {category && (
          <Button variant="outline" className="mt-5" onClick={() => onCategory(null)}>
            {ICEBREAKERS_TEXTS.showAll}
          </Button>
        )}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-5">
      {tab === 'own' && <CustomIcebreakerForm />}
      <IcebreakerCategoryChips selected={category} onSelect={onCategory} />
      {body}
    </div>
  );
}
