import { ONBOARDING_INTEREST_CATEGORIES } from '@kindred/contract/enums';
import { ONBOARDING_TEXTS } from '@kindred/contract/screens';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { FieldError } from '@/components/ui/field-error';
import type { StepProps } from './step-props';

const CATEGORY_ITEMS = new Set<string>(Object.values(ONBOARDING_INTEREST_CATEGORIES).flat());

function toggle(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

function Group({
  title,
  items,
  draft,
  onChange,
}: { title: string; items: readonly string[] } & Omit<StepProps, 'errors'>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">{title}</legend>
      <div className="flex flex-wrap gap-2">
        {items.map((item) => (
          <ChipToggle
            key={item}
            label={item}
            selected={draft.interests.includes(item)}
            onToggle={() => onChange({ interests: toggle(draft.interests, item) })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** SPEC 3: four categories of eight; interests from registration outside them stay choosable. */
export function InterestsStep({ draft, errors, onChange }: StepProps) {
  const others = draft.interests.filter((interest) => !CATEGORY_ITEMS.has(interest));
  return (
    <div className="space-y-6">
      <p className="text-sm font-semibold text-rose-700 dark:text-rose-300" aria-live="polite">
        {ONBOARDING_TEXTS.interestsSelected(draft.interests.length)}
      </p>
      {Object.entries(ONBOARDING_INTEREST_CATEGORIES).map(([category, items]) => (
        <Group key={category} title={category} items={items} draft={draft} onChange={onChange} />
      ))}
      {others.length > 0 && (
        <Group title={ONBOARDING_TEXTS.otherInterests} items={others} draft={draft} onChange={onChange} />
      )}
      <FieldError id="onboarding-interests-error" message={errors.interests} />
    </div>
  );
}
