import { LIMITS } from '@kindred/contract/constants';
import { MATCH_TEXTS } from '@kindred/contract/matches';
import { MATCHES_SCREEN_TEXTS } from '@kindred/contract/matches-screen';
import { AgeRangeSliders } from '@/components/ui/age-range-sliders';
import { ChipToggles } from '@/components/ui/chip-toggles';
import { FilterPanel } from '@/components/ui/filter-panel';
import { SliderField } from '@/components/ui/slider-field';
import type { MatchFilters } from '../lib/match-filters';

interface MatchFiltersPanelProps {
  id: string;
  filters: MatchFilters;
  onChange: (filters: MatchFilters) => void;
  onReset: () => void;
  /** The chips: the distinct interests of the loaded matches. */
  interests: readonly string[];
}

const AGE = LIMITS.matchFilter;
/**
 * The distance slider narrows from its default (30, 'Any distance') down to the smallest step:
 * SPEC 5 counts only a distance below 30 as a filter, so above it there is nothing to choose.
 */
const DISTANCE = { min: LIMITS.distance.min, max: LIMITS.matchFilter.defaultDistance, step: LIMITS.distance.step };

/** SPEC 2 'Filter Matches': age range (two sliders, 18 to 60, lower never above upper), distance, interests. */
export function MatchFiltersPanel({ id, filters, onChange, onReset, interests }: MatchFiltersPanelProps) {
  const set = (patch: Partial<MatchFilters>) => onChange({ ...filters, ...patch });

  return (
    <FilterPanel id={id} title={MATCH_TEXTS.filterTitle} resetLabel={MATCH_TEXTS.resetAll} onReset={onReset}>
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-8">
        <div className="space-y-5">
          <AgeRangeSliders
            legend={MATCH_TEXTS.ageRange}
            look="panel"
            bounds={AGE}
            min={filters.minAge}
            max={filters.maxAge}
            onMinChange={(minAge) => set({ minAge })}
            onMaxChange={(maxAge) => set({ maxAge })}
          />
          <SliderField
            label={MATCH_TEXTS.distance}
            value={Math.min(filters.maxDistance, DISTANCE.max)}
            min={DISTANCE.min}
            max={DISTANCE.max}
            step={DISTANCE.step}
            valueText={
              filters.maxDistance >= DISTANCE.max
                ? MATCHES_SCREEN_TEXTS.anyDistance
                : MATCHES_SCREEN_TEXTS.withinMiles(filters.maxDistance)
            }
            onChange={(maxDistance) => set({ maxDistance })}
          />
        </div>

        <fieldset>
          <legend className="mb-3 text-sm font-bold text-stone-900 dark:text-stone-100">{MATCH_TEXTS.interests}</legend>
          {interests.length > 0 ? (
            <ChipToggles
              options={interests}
              selected={filters.interests}
              onChange={(selected) => set({ interests: selected })}
            />
          ) : (
            <p className="text-sm text-stone-600 dark:text-stone-400">{MATCHES_SCREEN_TEXTS.noInterestsToFilter}</p>
          )}
        </fieldset>
      </div>
    </FilterPanel>
  );
}
