import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconCircle } from './icon-circle';

/** A page that could not load: the reason, announced at once, and the ways on (back, try again). */
export function LoadErrorCard({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm dark:border-stone-700 dark:bg-stone-900">
      <IconCircle icon={CircleAlert} />
      <p role="alert" className="mt-4 text-base font-semibold text-stone-900 dark:text-stone-100">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
