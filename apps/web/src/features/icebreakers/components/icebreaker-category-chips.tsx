import { ICEBREAKER_CATEGORIES } from '@kindred/contract/enums';
import type { IcebreakerCategory } from '@kindred/contract/icebreakers';
import { ICEBREAKER_CATEGORY_LABELS, ICEBREAKERS_TEXTS } from '@kindred/contract/icebreakers-screen';
import { ChipToggle } from '@/components/ui/chip-toggle';

interface IcebreakerCategoryChipsProps {
  /** null: All. */
  selected: IcebreakerCategory | null;
  onSelect: (category: IcebreakerCategory | null) => void;
}

/** The category chips, All first; one is chosen at a time. */
export function IcebreakerCategoryChips({ selected, onSelect }: IcebreakerCategoryChipsProps) {
  return (
    <div role="group" aria-label={ICEBREAKERS_TEXTS.categoriesLabel} className="flex flex-wrap gap-x-2 gap-y-3">
      <ChipToggle label={ICEBREAKERS_TEXTS.all} selected={selected === null} onToggle={() => onSelect(null)} />
      {ICEBREAKER_CATEGORIES.map((category) => (
        <ChipToggle
          key={category}
          label={ICEBREAKER_CATEGORY_LABELS[category]}
          selected={selected === category}
          onToggle={() => onSelect(category)}
        />
      ))}
    </div>
  );
}
