import { clsx } from 'clsx';
import { Check } from 'lucide-react';

interface ChipToggleProps {
  label: string;
  selected: boolean;
  onToggle: () => void;
}

/**
 * A pill that is on or off (aria-pressed), for picking interests or languages. It is drawn 34 px
 * tall and tapped over 44: rows of chips keep 12 px between them (gap-y-3) so the areas do not overlap.
 */
export function ChipToggle({ label, selected, onToggle }: ChipToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={clsx(
        'hit-area relative inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-1 dark:focus-visible:ring-offset-stone-900',
        selected
          ? 'border-rose-600 bg-rose-600 text-white hover:bg-rose-700'
          : 'border-stone-300 bg-white text-stone-800 hover:border-rose-300 hover:bg-rose-50 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200 dark:hover:border-rose-400 dark:hover:bg-stone-800',
      )}
    >
      {selected && <Check aria-hidden="true" className="h-3.5 w-3.5" />}
      {label}
    </button>
  );
}
