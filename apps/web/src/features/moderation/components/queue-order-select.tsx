import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { MODERATION_SORTS, type ModerationSort } from '@kindred/contract/safety';
import { SelectField } from '@/components/ui/select-field';

const OPTIONS = MODERATION_SORTS.map((value) => ({ value, label: MODERATION_PAGE_TEXTS.sorts[value] }));

/** The queue's order: most-reported member first (the default), newest or oldest first. */
export function QueueOrderSelect({
  value,
  onChange,
}: {
  value: ModerationSort;
  onChange: (sort: ModerationSort) => void;
}) {
  return (
    <SelectField
      label={MODERATION_PAGE_TEXTS.sortLabel}
      options={OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value as ModerationSort)}
      className="w-full sm:w-56"
    />
  );
}
