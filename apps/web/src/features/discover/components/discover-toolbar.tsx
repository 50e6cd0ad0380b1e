import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { DISCOVER_SORT_LABELS, DISCOVER_SORTS, DISCOVERY_TEXTS, type DiscoverSort } from '@kindred/contract/discovery';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

interface DiscoverToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filtersOpen: boolean;
  filtersPanelId: string;
  activeFilters: number;
  onToggleFilters: () => void;
  sort: DiscoverSort;
  onSortChange: (sort: DiscoverSort) => void;
}

const SORT_OPTIONS = DISCOVER_SORTS.map((value) => ({ value, label: DISCOVER_SORT_LABELS[value] }));
const isSort = (value: string): value is DiscoverSort => (DISCOVER_SORTS as readonly string[]).includes(value);

/** Search, the Filters toggle and the sort select. */
export function DiscoverToolbar(props: DiscoverToolbarProps) {
  const { search, onSearchChange, filtersOpen, filtersPanelId, activeFilters, onToggleFilters } = props;
  const { sort, onSortChange } = props;
  return (
    <div role="search" className="flex flex-col gap-3 md:flex-row md:items-end">
      <TextField
        label={DISCOVERY_TEXTS.search}
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder={DISCOVERY_TEXTS.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        className="md:flex-1"
      />
      <div className="flex items-end gap-2">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersPanelId}
          onClick={onToggleFilters}
          className={clsx(
            'inline-flex h-11.5 shrink-0 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition-colors',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-1 dark:focus-visible:ring-offset-stone-900',
            filtersOpen
              ? 'border-rose-600 bg-rose-50 text-rose-800 dark:border-rose-400 dark:bg-rose-950/50 dark:text-rose-100'
              : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100',
          )}
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          {DISCOVERY_TEXTS.filters}
          {activeFilters > 0 && (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{activeFilters}</span>
              <span className="sr-only">{`, ${DISCOVERY_TEXTS.filtersActive(activeFilters)}`}</span>
            </span>
          )}
        </button>
        <SelectField
          label={DISCOVERY_TEXTS.sortBy}
          options={SORT_OPTIONS}
          value={sort}
          onChange={(event) => {
            if (isSort(event.target.value)) onSortChange(event.target.value);
          }}
          className="min-w-0 flex-1 md:w-44 md:flex-none"
        />
      </div>
    </div>
  );
}
