import { clsx } from 'clsx';

export function inputClasses(invalid: boolean, className?: string) {
  return clsx(
    'block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500',
    'dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400 dark:focus-visible:ring-offset-stone-900',
    'focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-1',
    // A date input has one more Tab stop inside it, its calendar button, where it is neither
    // :focus nor :focus-visible in Chromium, only :focus-within: its ring follows that (WCAG 2.4.7).
    '[&[type=date]:focus-within]:ring-2 [&[type=date]:focus-within]:ring-rose-500 [&[type=date]:focus-within]:ring-offset-1',
    invalid
      ? 'border-red-600 dark:border-red-400'
      : 'border-stone-300 hover:border-stone-400 dark:border-stone-600 dark:hover:border-stone-500',
    className,
  );
}
