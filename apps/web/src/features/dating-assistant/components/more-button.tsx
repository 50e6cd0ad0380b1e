import { RefreshCw } from 'lucide-react';

/** "Show other ..." under a sample list. */
export function MoreButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-200 dark:ring-stone-600 dark:hover:bg-stone-800"
    >
      <RefreshCw aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </button>
  );
}
