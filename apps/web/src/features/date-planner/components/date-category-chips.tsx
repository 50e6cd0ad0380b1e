import type { DateIdeaCategory } from '@kindred/contract/date-ideas';
import { DATE_IDEA_CATEGORY_LABELS, DATE_PLANNER_TEXTS } from '@kindred/contract/date-planner';
import { DATE_IDEA_CATEGORIES } from '@kindred/contract/enums';
import { ChipToggle } from '@/components/ui/chip-toggle';

interface DateCategoryChipsProps {
  /** null: All. */
  selected: DateIdeaCategory | null;
  onSelect: (category: DateIdeaCategory | null) => void;
}

/** The category chips, All first; one is chosen at a time. */
export function DateCategoryChips({ selected, onSelect }: DateCategoryChipsProps) {
  return (
    <div role="group" aria-label={DATE_PLANNER_TEXTS.categoriesLabel} className="flex flex-wrap gap-x-2 gap-y-3">
      <ChipToggle label={DATE_PLANNER_TEXTS.all} selected={selected === null} onToggle={() => onSelect(null)} />
      {DATE_IDEA_CATEGORIES.map((category) => (
        <ChipToggle
          key={category}
          label={DATE_IDEA_CATEGORY_LABELS[category]}
          selected={selected === category}
          onToggle={() => onSelect(category)}
        />
      ))}
    </div>
  );
}
