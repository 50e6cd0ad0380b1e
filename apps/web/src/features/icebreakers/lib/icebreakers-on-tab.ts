import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import type { IcebreakerCategory } from '@kindred/contract/icebreakers';
import type { IcebreakerTab } from '@kindred/contract/icebreakers-screen';

const ON_TAB: Record<IcebreakerTab, (item: Icebreaker) => boolean> = {
  /** The catalogue: the member's own have their tab. */
  explore: (item) => !item.isCustom,
  saved: (item) => item.isSaved,
  own: (item) => item.isCustom,
};

/** What a tab lists, in the list's order, before the category chips narrow it. */
export function icebreakersOnTab(list: readonly Icebreaker[], tab: IcebreakerTab): Icebreaker[] {
  return list.filter(ON_TAB[tab]);
}

/** null: All. */
export function inCategory(list: readonly Icebreaker[], category: IcebreakerCategory | null): Icebreaker[] {
  return category ? list.filter((item) => item.categoryId === category) : [...list];
}
