import type { ReactNode } from 'react';

interface ProfileCardFrameProps {
  /** The card's element id, so focus can return to it. */
  id: string;
  /** The id of the member's name, which names the card. */
  labelledBy: string;
  children: ReactNode;
}

/** A member's card in a grid (Matches, For You): photos on top, details below; focusable by script. */
export function ProfileCardFrame({ id, labelledBy, children }: ProfileCardFrameProps) {
  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      className="flex w-full flex-col overflow-clip rounded-3xl border border-stone-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:border-stone-700 dark:bg-stone-900"
    >
      {children}
    </article>
  );
}
