import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates a prerendered page, true from then on (and at
 * once in a page the browser renders itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A prerendered page (decision 042) shows before its JavaScript runs: its form fields and buttons
 * stay disabled until React has hydrated them, so nothing typed or clicked is lost in between.
 * Links work all along. The fieldset is only a container (role none), without a frame.
 */
export function InertUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset role="none" disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
      {children}
    </fieldset>
  );
}
