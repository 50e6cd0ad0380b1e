import { LIMITS } from '@kindred/contract/constants';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { DISCOVER_INTEREST_CATEGORIES } from '@kindred/contract/enums';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { AgeRangeSliders } from '@/components/ui/age-range-sliders';
import { ChipToggles } from '@/components/ui/chip-toggles';
import { FilterPanel } from '@/components/ui/filter-panel';
import { SliderField } from '@/components/ui/slider-field';
import { Switch } from '@/components/ui/switch';
import type { DiscoverFilters } from '../lib/discover-filters';

interface DiscoverFiltersPanelProps {
  id: string;
  filters: DiscoverFilters;
  onChange: (filters: DiscoverFilters) => void;
  onReset: () => void;
}

const { discoverFilter } = LIMITS;

/** SPEC 5 Discover filters: distance 1-100, age 18-70 (lower never above upper), interests, switches. */
export function DiscoverFiltersPanel({ id, filters, onChange, onReset }: DiscoverFiltersPanelProps) {
  const set = (patch: Partial<DiscoverFilters>) => onChange({ ...filters, ...patch });

  return (
    <FilterPanel id={id} title={DISCOVERY_TEXTS.filters} resetLabel={DISCOVERY_TEXTS.resetFilters} onReset={onReset}>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
        <div className="space-y-5">
          <SliderField
            label={PROFILE_TEXTS.maxDistance}
            value={filters.maxDistance}
            min={discoverFilter.minDistance}
            max={discoverFilter.maxDistance}
            valueText={DISCOVERY_TEXTS.withinMiles(filters.maxDistance)}
            onChange={(maxDistance) => set({ maxDistance })}
          />
          <AgeRangeSliders
            legend={PROFILE_TEXTS.ageRange}
            look="lightPanel"
            bounds={{ min: discoverFilter.minAge, max: discoverFilter.maxAge }}
            min={filters.minAge}
            max={filters.maxAge}
            onMinChange={(minAge) => set({ minAge })}
            onMaxChange={(maxAge) => set({ maxAge })}
          />
          <div className="divide-y divide-stone-200 dark:divide-stone-700">
            <Switch
              label={DISCOVERY_TEXTS.verifiedOnly}
              checked={filters.verifiedOnly}
              onChange={(verifiedOnly) => set({ verifiedOnly })}
            />
            <Switch
              label={DISCOVERY_TEXTS.atLeastThreePhotos}
              checked={filters.atLeastThreePhotos}
              onChange={(atLeastThreePhotos) => set({ atLeastThreePhotos })}
            />
          </div>
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">
            {PROFILE_TEXTS.sections.interests}
          </legend>
          <div className="space-y-4">
            {Object.entries(DISCOVER_INTEREST_CATEGORIES).map(([category, interests]) => (
              <div key={category} role="group" aria-label={category}>
                <p
                  aria-hidden="true"
                  className="mb-1.5 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400"
                >
                  {category}
                </p>
                <ChipToggles
                  options={interests}
                  selected={filters.interests}
                  onChange={(selected) => set({ interests: selected })}
                />
              </div>
            ))}
          </div>
        </fieldset>
      </div>
    </FilterPanel>
  );
}
