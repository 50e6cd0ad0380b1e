import { ChipToggle } from '@/components/ui/chip-toggle';
import { HELP_CATEGORY_LABELS, HELP_CENTER_TEXTS } from '@kindred/contract/help-center';
import { HELP_CATEGORIES, type HelpCategory } from '@kindred/contract/outreach-constants';

interface HelpCategoryChipsProps {
  /** null: All. */
  selected: HelpCategory | null;
  onSelect: (category: HelpCategory | null) => void;
}

/** SPEC 2 Help Center: the category chips, All first; one is chosen at a time. */
export function HelpCategoryChips({ selected, onSelect }: HelpCategoryChipsProps) {
  return (
    <div role="group" aria-label={HELP_CENTER_TEXTS.categoriesLabel} className="flex flex-wrap gap-x-2 gap-y-3">
      <ChipToggle label={HELP_CENTER_TEXTS.all} selected={selected === null} onToggle={() => onSelect(null)} />
      {HELP_CATEGORIES.map((category) => (
        <ChipToggle
          key={category}
          label={HELP_CATEGORY_LABELS[category]}
          selected={selected === category}
          onToggle={() => onSelect(category)}
        />
      ))}
    </div>
  );
}
