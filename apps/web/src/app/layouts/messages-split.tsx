import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * /messages and /messages/{id} on a wide screen (lg): the conversation list beside the open chat,
 * as messaging apps do (decision 050). On a phone only one of them shows: `showing`.
 */
export function MessagesSplit({
  list,
  showing,
  children,
}: {
  list: ReactNode;
  showing: 'list' | 'chat';
  children: ReactNode;
}) {
  return (
    <div className="lg:mx-auto lg:grid lg:h-[calc(100dvh-3.5rem-1px-var(--reconnecting-banner-height))] lg:max-w-7xl lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-6 lg:px-6 lg:py-4">
      <div
        className={clsx(
          showing === 'chat' && 'max-lg:hidden',
          'lg:min-h-0 lg:overflow-hidden lg:rounded-3xl lg:border lg:border-stone-200 lg:bg-white lg:shadow-sm lg:dark:border-stone-700 lg:dark:bg-stone-900',
        )}
      >
        {list}
      </div>
      <div className={clsx(showing === 'list' && 'max-lg:hidden', 'lg:min-h-0')}>{children}</div>
    </div>
  );
}
