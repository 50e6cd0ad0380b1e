import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CONNECTION_MESSAGES } from '@kindred/contract/connection-messages';
import { useServerStatus } from '@/lib/use-server-status';
import { useSocketLost } from '@/lib/use-socket';
import { useLasting } from './use-lasting';

/** A single failed request that the next retry fixes is not worth a banner. */
export const SERVER_OUTAGE_GRACE_MS = 2000;
/** socket.io reconnects within a second or two after a blip. */
export const SOCKET_OUTAGE_GRACE_MS = 3000;

/**
 * Page headers stick below the banner (top: var(--reconnecting-banner-height)) and full-height
 * screens leave room for it, so it never covers their navigation.
 */
function useHeightAsCssVariable(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      style.setProperty('--reconnecting-banner-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty('--reconnecting-banner-height');
    };
  }, [ref]);
}

/**
 * "We're reconnecting…" while the server answers 503 or not at all, or while the signed-in
 * member's live connection is lost, past a short grace period. The page stays as it was below
 * it: queries keep retrying and chat messages wait to be resent.
 */
export function ReconnectingBanner() {
  const serverDown = useLasting(useServerStatus() === 'reconnecting', SERVER_OUTAGE_GRACE_MS);
  const socketDown = useLasting(useSocketLost(), SOCKET_OUTAGE_GRACE_MS);
  const ref = useRef<HTMLDivElement>(null);
  useHeightAsCssVariable(ref);

  // The polite live region is always in the page, so that screen readers announce the banner
  // appearing; the banner itself is the status (an empty one would confuse pages' own spinners).
  return (
    <div ref={ref} aria-live="polite" className="sticky top-0 z-50">
      {(serverDown || socketDown) && (
        <div
          role="status"
          className="border-b border-sky-200 bg-sky-50 px-4 py-2 text-sky-950 reconnecting-banner dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
        >
          <div className="mx-auto flex max-w-6xl items-start justify-center gap-2.5 sm:items-center">
            <RefreshCw
              aria-hidden="true"
              className="mt-0.5 h-4 w-4 shrink-0 text-sky-700 reconnecting-icon sm:mt-0 dark:text-sky-300"
            />
            <p className="text-sm">
              <span className="font-semibold">{CONNECTION_MESSAGES.reconnectingBanner}</span>{' '}
              <span className="block text-xs text-sky-800 sm:inline dark:text-sky-200">
                {CONNECTION_MESSAGES.reconnectingDetail}
              </span>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
