import { clsx } from 'clsx';
import { LayoutGrid, List } from 'lucide-react';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import type { DiscoverLayout } from './discover-profile-card';

const OPTIONS = [
  ['grid', DISCOVERY_TEXTS.gridView, LayoutGrid],
  ['list', DISCOVERY_TEXTS.listView, List],
] as const;

/** Grid or list: two pressed-or-not buttons. */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: DiscoverLayout;
  onChange: (layout: DiscoverLayout) => void;
}) {
  return (
    <div
      role="group"
      aria-label={DISCOVERY_TEXTS.layout}
      className="flex shrink-0 overflow-hidden rounded-xl border border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-900"
    >
      {OPTIONS.map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-pressed={layout === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
          className={clsx(
            'flex h-11 w-11 items-center justify-center transition-colors focus-visible:relative focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none',
            layout === value
              ? 'bg-rose-600 text-white'
              : 'text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800',
          )}
        >
          <Icon aria-hidden="true" className="h-4.5 w-4.5" />
        </button>
      ))}
    </div>
  );
}
