import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

interface CardProps {
  title: string;
  /** Shown at the right of the title. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled surface: white on the page in light mode, raised stone in dark mode. */
export function Card({ title, aside, children, className }: CardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={clsx(
        'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900',
        className,
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-stone-900 dark:text-stone-100">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
