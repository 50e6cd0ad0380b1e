import type { Database } from '../../db/database';
import { countActiveSince } from './profiles.repo';
import { ONLINE_WINDOW_MS } from './shown-activity';

/** Below this many, the landing page shows no figure: a handful online reads as an empty room. */
export const ONLINE_NOW_SHOWN_FROM = 50;
/** One count a minute serves every visitor. */
export const ONLINE_NOW_CACHE_MS = 60_000;

/** Rounded down to two significant figures (2,384 → 2,300; 157 → 150; 57 stays), or null below the threshold. */
export function roundedOnlineCount(total: number): number | null {
  if (total < ONLINE_NOW_SHOWN_FROM) return null;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 1);
  return Math.floor(total / step) * step;
}

/**
 * The landing page's "online now" (decision 068): members active within the online window who
 * show their activity, counted at most once a minute (one statement however many visitors).
 */
export function createOnlineNowService({ db, now = () => Date.now() }: { db: Database; now?: () => number }) {
  let cached: { at: number; value: Promise<number | null> } | null = null;
  return {
    onlineNow(): Promise<number | null> {
      const at = now();
      if (!cached || at - cached.at >= ONLINE_NOW_CACHE_MS) {
        const value = countActiveSince(db, new Date(at - ONLINE_WINDOW_MS)).then(roundedOnlineCount);
        cached = { at, value };
        // A failed count is not kept: the next visitor asks again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
  };
}

export type OnlineNowService = ReturnType<typeof createOnlineNowService>;
