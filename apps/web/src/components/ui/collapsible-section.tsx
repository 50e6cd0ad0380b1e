import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface CollapsibleSectionProps {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One accordion panel: a heading button (aria-expanded) and the region it shows. */
export function CollapsibleSection({ title, open, onToggle, children }: CollapsibleSectionProps) {
  const id = useId();
  return (
    <section className="border-b border-stone-200 last:border-b-0 dark:border-stone-700">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 px-1 py-4 text-left font-semibold text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:text-stone-100"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={clsx('h-5 w-5 shrink-0 text-stone-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open} className="px-1 pb-5">
        {children}
      </div>
    </section>
  );
}
