import { RotateCcw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './button';

interface FilterPanelProps {
  /** The toggle button's `aria-controls` target. */
  id: string;
  title: string;
  resetLabel: string;
  onReset: () => void;
  children: ReactNode;
}

/** A titled filter panel with its reset button (Discover, Matches). */
export function FilterPanel({ id, title, resetLabel, onReset, children }: FilterPanelProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-stone-900 dark:text-stone-100">
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {resetLabel}
        </Button>
      </div>
      {children}
    </section>
  );
}
