import { useId } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { choicesOn } from '@kindred/contract/vocabulary';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { Button } from '@/components/ui/button';
import { AgeRangeSliders } from '@/components/ui/age-range-sliders';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { ChipToggles } from '@/components/ui/chip-toggles';
import { DistanceSlider } from '@/components/ui/distance-slider';
import { activeFilterCount, DEFAULT_FOR_YOU_FILTER, type ForYouFilter } from '../lib/recommendation-filter';

interface RecommendationFiltersProps {
  id: string;
  filter: ForYouFilter;
  onChange: (filter: ForYouFilter) => void;
  /** Popular interests to pick from (GET /recommendations/interests). */
  interests: readonly string[];
  /** Where the member's filter started (their own preferences); Reset goes back there. */
  start?: ForYouFilter;
  onReset?: () => void;
}

const AGE = LIMITS.recommendationFilter;

/** SPEC 5 Recommendation filters: ages 18 to 60, distance, interests and a lookingFor that clears when picked again. */
export function RecommendationFilters({
  id,
  filter,
  onChange,
  interests,
  start = DEFAULT_FOR_YOU_FILTER,
  onReset = () => onChange(start),
}: RecommendationFiltersProps) {
  const lookingForId = useId();
  const interestsId = useId();
  const set = (patch: Partial<ForYouFilter>) => onChange({ ...filter, ...patch });
  // The member's own picks stay on the list even when they are no longer popular.
  const interestChoices = [...new Set([...interests, ...filter.interests])];

  return (
    <section
      id={id}
      aria-label={DISCOVERY_TEXTS.filters}
      className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="grid gap-6 md:grid-cols-2 md:gap-8">
        <div className="space-y-5">
          <AgeRangeSliders
            legend={PROFILE_TEXTS.ageRange}
            look="panel"
            bounds={AGE}
            min={filter.minAge}
            max={filter.maxAge}
            onMinChange={(minAge) => set({ minAge })}
            onMaxChange={(maxAge) => set({ maxAge })}
          />
          <DistanceSlider
            label={PROFILE_TEXTS.maxDistance}
            value={filter.maxDistance}
            valueText={PROFILE_TEXTS.miles(filter.maxDistance)}
            onChange={(maxDistance) => set({ maxDistance })}
          />
        </div>

        <div className="space-y-5">
          <div role="group" aria-labelledby={lookingForId}>
            <p id={lookingForId} className="mb-2 text-sm font-bold text-stone-900 dark:text-stone-100">
              {PROFILE_TEXTS.lookingFor}
            </p>
            <div className="flex flex-wrap gap-x-2 gap-y-3">
              {choicesOn('forYou', 'lookingFor').map(({ value, label }) => (
                <ChipToggle
                  key={value}
                  label={label}
                  selected={filter.lookingFor === value}
                  onToggle={() => set({ lookingFor: filter.lookingFor === value ? null : value })}
                />
              ))}
            </div>
          </div>

          {interestChoices.length > 0 && (
            <div role="group" aria-labelledby={interestsId}>
              <p id={interestsId} className="mb-2 text-sm font-bold text-stone-900 dark:text-stone-100">
                {PROFILE_TEXTS.sections.interests}
              </p>
              <ChipToggles
                options={interestChoices}
                selected={filter.interests}
                onChange={(selected) => set({ interests: selected })}
                max={LIMITS.maxInterests}
              />
            </div>
          )}
        </div>
      </div>

      {activeFilterCount(filter, start) > 0 && (
        <div className="mt-6 flex justify-end border-t border-stone-200 pt-4 dark:border-stone-700">
          <Button variant="ghost" size="sm" onClick={onReset}>
            {DISCOVERY_TEXTS.resetFilters}
          </Button>
        </div>
      )}
    </section>
  );
}
