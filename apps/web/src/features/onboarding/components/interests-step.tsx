import { ONBOARDING_INTEREST_CATEGORIES } from '@kindred/contract/enums';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { ChipToggles } from '@/components/ui/chip-toggles';
import { FieldError } from '@/components/ui/field-error';
import type { StepProps } from './step-props';

const CATEGORY_ITEMS = new Set<string>(Object.values(ONBOARDING_INTEREST_CATEGORIES).flat());

function Group({
  title,
  items,
  draft,
  onChange,
}: { title: string; items: readonly string[] } & Omit<StepProps, 'errors'>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">{title}</legend>
      <ChipToggles options={items} selected={draft.interests} onChange={(interests) => onChange({ interests })} />
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
