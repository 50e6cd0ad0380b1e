import type { ReactNode } from 'react';

/**
 * A card at the foot of the screen, above the bottom navigation on a phone (the install offer, a
 * new version): a polite status, never a dialog that takes focus from what the member was doing.
 */
export function AppNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-3xl border border-stone-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:right-6 sm:left-auto lg:bottom-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <p className="font-bold text-stone-900 dark:text-stone-100">{title}</p>
      {children}
    </div>
  );
}
