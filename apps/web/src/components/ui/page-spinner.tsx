import { Spinner } from './spinner';

/** A centred spinner for a whole page while its data or the session loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-rose-600 dark:text-rose-400">
      <Spinner size="lg" label={label} />
    </div>
  );
}
