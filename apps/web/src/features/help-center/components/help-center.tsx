import { useState } from 'react';
import { Link } from 'react-router';
import { HELP_CENTER_TEXTS } from '@kindred/contract/help-center';
import type { HelpCategory } from '@kindred/contract/outreach';
import { ROUTES } from '@kindred/contract/routes';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHelpItems } from '../api/get-help-items';
import { HelpCategoryChips } from './help-category-chips';
import { HelpResults } from './help-results';
import { HelpSearchBox } from './help-search-box';

/** Typing settles for this long before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** SPEC 2 Help Center: category chips, a search, and each article's answer on request. */
export function HelpCenter() {
  const [category, setCategory] = useState<HelpCategory | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const items = useHelpItems({ category: category ?? undefined, q: q || undefined });

  const showAll = () => {
    setSearch('');
    setCategory(null);
  };

  return (
    <div className="space-y-6">
      <p className="text-lg text-stone-700 dark:text-stone-300">{HELP_CENTER_TEXTS.intro}</p>
      <HelpSearchBox value={search} onChange={setSearch} />
      <HelpCategoryChips selected={category} onSelect={setCategory} />
      <HelpResults items={items} onShowAll={showAll} />
      <aside className="rounded-2xl border border-rose-100 bg-rose-50/60 p-5 dark:border-rose-900 dark:bg-rose-950/30">
        <h2 className="font-semibold text-stone-900 dark:text-stone-100">{HELP_CENTER_TEXTS.stillNeedHelp}</h2>
        <p className="mt-1 text-stone-700 dark:text-stone-300">
          {HELP_CENTER_TEXTS.stillNeedHelpText}{' '}
          <Link
            to={ROUTES.contact}
            className="font-semibold text-rose-700 underline hover:text-rose-800 dark:text-rose-300 dark:hover:text-rose-200"
          >
            {HELP_CENTER_TEXTS.contactUs}
          </Link>
        </p>
      </aside>
    </div>
  );
}
