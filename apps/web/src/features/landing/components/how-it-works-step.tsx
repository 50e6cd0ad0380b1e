import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

interface HowItWorksStepProps {
  number: number;
  title: string;
  text: string;
  details: readonly string[];
  open: boolean;
  onToggle: () => void;
}

/** One step of How It Works: its title is a button that shows or hides the details. */
export function HowItWorksStep({ number, title, text, details, open, onToggle }: HowItWorksStepProps) {
  const detailsId = useId();
  return (
    <li className="rounded-2xl bg-white shadow-sm ring-1 ring-rose-100 dark:bg-stone-900 dark:ring-rose-900">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={onToggle}
          className="flex w-full flex-col items-start gap-4 rounded-2xl p-6 text-left focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none"
        >
          <span className="flex w-full items-center justify-between">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-rose-600 text-lg font-bold text-white"
            >
              {number}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={clsx(
                'h-5 w-5 text-stone-500 motion-safe:transition-transform dark:text-stone-400',
                open && 'rotate-180',
              )}
            />
          </span>
          <span className="text-lg font-semibold text-stone-900 dark:text-stone-100">{title}</span>
        </button>
      </h3>
      <p className="-mt-2 px-6 pb-6 text-stone-700 dark:text-stone-300">{text}</p>
      <ul
        id={detailsId}
        hidden={!open}
        className="mx-6 mb-6 list-disc space-y-2 border-t border-rose-100 pt-4 pl-5 text-sm text-stone-700 dark:border-rose-900 dark:text-stone-300"
      >
        {details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </li>
  );
}
