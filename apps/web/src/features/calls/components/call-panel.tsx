import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** A small card over the app, at the top on a phone (the ringing call, "How was the call?"). */
export function CallPanel({ titleId, children }: { titleId: string; children: ReactNode }) {
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center p-3 sm:top-4">
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className="pointer-events-auto w-full max-w-sm rounded-3xl border border-stone-200 bg-white p-5 shadow-2xl dark:border-stone-700 dark:bg-stone-900"
      >
        {children}
      </section>
    </div>,
    document.body,
  );
}
