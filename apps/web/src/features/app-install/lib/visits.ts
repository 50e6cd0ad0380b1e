import { APP_INSTALL_LIMITS } from '@kindred/contract/app-install';

const VISITS_KEY = 'kindred.visits';
const LAST_VISIT_KEY = 'kindred.last-visit';
const COUNTED_KEY = 'kindred.visit-counted';
const ANSWERED_KEY = 'kindred.install-answered';
/** A member coming back: a new browser session at least this long after the last visit counted. */
export const VISIT_GAP_MS = 60 * 60 * 1000;

/** Counts this visit once; returns the visits so far. */
export function countVisit(now = Date.now()): number {
  try {
    const before = Number(localStorage.getItem(VISITS_KEY)) || 0;
    if (sessionStorage.getItem(COUNTED_KEY)) return before;
    sessionStorage.setItem(COUNTED_KEY, '1');
    const last = Number(localStorage.getItem(LAST_VISIT_KEY)) || 0;
    if (before > 0 && now - last < VISIT_GAP_MS) return before;
    localStorage.setItem(VISITS_KEY, String(before + 1));
    localStorage.setItem(LAST_VISIT_KEY, String(now));
    return before + 1;
  } catch {
    // Storage refused (a private window's quota): no count, so no prompt.
    return 0;
  }
}

/** Whether to offer installing: from the second visit, until the member answers it once. */
export function installOfferDue(visits: number): boolean {
  try {
    return visits >= APP_INSTALL_LIMITS.visitsBeforePrompt && !localStorage.getItem(ANSWERED_KEY);
  } catch {
    return false;
  }
}

export function markInstallAnswered(): void {
  try {
    localStorage.setItem(ANSWERED_KEY, '1');
  } catch {
    // Nothing to keep it in: it may be offered again next visit.
  }
}
