import { clsx } from 'clsx';

export function inputClasses(invalid: boolean, className?: string) {
  return clsx(
    'block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500',
    'focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-1',
    invalid ? 'border-red-600' : 'border-stone-300 hover:border-stone-400',
    className,
  );
}
