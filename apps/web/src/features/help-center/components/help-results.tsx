import { SearchX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { HELP_CENTER_TEXTS } from '@kindred/contract/help-center';
import { MESSAGES } from '@kindred/contract/messages';
import type { HelpItem } from '@kindred/contract/outreach';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { PageSpinner } from '@/components/ui/page-spinner';
import { errorMessage } from '@/lib/api-client';

interface HelpResultsProps {
  items: UseQueryResult<HelpItem[]>;
  onShowAll: () => void;
}

/** The articles found, each question opening its answer; or loading, error, 'No results found'. */
export function HelpResults({ items, onShowAll }: HelpResultsProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  // The list renders in the background, in slices, so that typing and taps stay answered while
  // dozens of articles arrive (decision 042).
  const found = useDeferredValue(items.data);

  if (items.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        {errorMessage(items.error, HELP_CENTER_TEXTS.loadFailed)}
        <Button size="sm" variant="outline" onClick={() => void items.refetch()}>
          {MESSAGES.tryAgain}
        </Button>
      </Alert>
    );
  }

  if (found === undefined) return <PageSpinner />;
  return (
    <div aria-busy={items.isFetching || found !== items.data || undefined}>
      <h2 className="sr-only">{HELP_CENTER_TEXTS.articlesHeading}</h2>
      <p role="status" className="sr-only">
        {found.length > 0 ? HELP_CENTER_TEXTS.resultCount(found.length) : HELP_CENTER_TEXTS.noResults}
      </p>
      {found.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center dark:border-stone-600">
          <SearchX aria-hidden="true" className="h-10 w-10 text-stone-400" />
          <h2 className="mt-3 text-lg font-semibold text-stone-900 dark:text-stone-100">
            {HELP_CENTER_TEXTS.noResults}
          </h2>
          <p className="mt-1 text-stone-700 dark:text-stone-300">{HELP_CENTER_TEXTS.noResultsHint}</p>
          <Button variant="outline" className="mt-5" onClick={onShowAll}>
            {HELP_CENTER_TEXTS.clearSearch}
          </Button>
        </div>
      ) : (
        <div className="rounded-2xl border border-stone-200 bg-white px-5 dark:border-stone-700 dark:bg-stone-900">
          {found.map((item) => (
            <CollapsibleSection
              key={item.id}
              title={item.question}
              open={openId === item.id}
              onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
            >
              <p className="whitespace-pre-line text-stone-700 dark:text-stone-300">{item.answer}</p>
            </CollapsibleSection>
          ))}
        </div>
      )}
    </div>
  );
}
