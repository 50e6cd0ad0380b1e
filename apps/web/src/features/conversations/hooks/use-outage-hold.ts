import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getServerStatus } from '@/lib/server-status';
import { isServerUnavailable } from '@/lib/server-unavailable';
import { useServerStatus } from '@/lib/use-server-status';
import { useSocketReconnected } from '@/lib/use-socket';

/** How long a message waits out an outage before it shows 'Failed'. */
export const OUTAGE_RESEND_WINDOW_MS = 2 * 60_000;
/** When the server already answers again by the time a send failed, the next try waits this long. */
export const RESEND_WHILE_UP_DELAY_MS = 2000;

interface Hold {
  lastError: unknown;
  /** The window ended while an attempt was on its way: that attempt decides. */
  expired: boolean;
  timer: ReturnType<typeof setTimeout>;
}

interface OutageHoldOptions {
  /** Send the held message again (same clientId). */
  resend: (clientId: string) => void;
  /** The window is over: show the message as failed, unless an attempt is on its way (then false). */
  giveUp: (clientId: string, error: unknown) => boolean;
}

/**
 * Chat sends that failed because the server was briefly unavailable (503, no answer) are held
 * instead of failed, and resent when the server answers again or the socket reconnects; after
 * OUTAGE_RESEND_WINDOW_MS without success they fail after all.
 */
export function useOutageHold(options: OutageHoldOptions) {
  const holds = useRef(new Map<string, Hold>());
  const wakeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const release = useCallback((clientId: string) => {
    const entry = holds.current.get(clientId);
    if (entry) clearTimeout(entry.timer);
    holds.current.delete(clientId);
  }, []);

  const resendAll = useCallback(() => {
    for (const [clientId, entry] of holds.current) if (!entry.expired) optionsRef.current.resend(clientId);
  }, []);

  /** After a failed attempt: true when the message is held for a resend rather than failed. */
  const hold = useCallback(
    (clientId: string, error: unknown): boolean => {
      const entry = holds.current.get(clientId);
      if (!isServerUnavailable(error) || entry?.expired) {
        release(clientId);
        return false;
      }
      if (entry) entry.lastError = error;
      else {
        const timer = setTimeout(() => {
          const current = holds.current.get(clientId);
          if (!current) return;
          current.expired = true;
          if (optionsRef.current.giveUp(clientId, current.lastError)) holds.current.delete(clientId);
        }, OUTAGE_RESEND_WINDOW_MS);
        holds.current.set(clientId, { lastError: error, expired: false, timer });
      }
      // Already answering again (another request saw it first): nothing else will wake this one.
      if (getServerStatus() === 'up' && wakeTimer.current === null) {
        wakeTimer.current = setTimeout(() => {
          wakeTimer.current = null;
          resendAll();
        }, RESEND_WHILE_UP_DELAY_MS);
      }
      return true;
    },
    [release, resendAll],
  );

  const serverStatus = useServerStatus();
  useEffect(() => {
    if (serverStatus === 'up') resendAll();
  }, [serverStatus, resendAll]);
  useSocketReconnected(resendAll);

  // Leaving the chat drops its unsent messages, as it always has: nothing is sent behind the
  // member's back.
  useEffect(() => {
    const current = holds.current;
    return () => {
      for (const entry of current.values()) clearTimeout(entry.timer);
      current.clear();
      if (wakeTimer.current !== null) clearTimeout(wakeTimer.current);
    };
  }, []);

  return useMemo(() => ({ hold, release }), [hold, release]);
}
