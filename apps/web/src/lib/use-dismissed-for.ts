import { useCallback, useState } from 'react';

const DAY_MS = 24 * 60 * 60 * 1000;

function dismissedUntil(key: string): number {
  try {
    return Number(localStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Something the member closed stays closed on this device for `days` (an upsell, a tip), then
 * comes back. Storage that refuses (private mode) only makes it closed for this page.
 */
export function useDismissedFor(key: string, days: number): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => dismissedUntil(key) > Date.now());
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      localStorage.setItem(key, String(Date.now() + days * DAY_MS));
    } catch {
      // Closed for this page only.
    }
  }, [key, days]);
  return [dismissed, dismiss];
}
