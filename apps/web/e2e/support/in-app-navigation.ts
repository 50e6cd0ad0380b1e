import type { Page } from 'playwright-core';

// A full page load costs Chromium 0.6 to 1 s of CPU on this machine (the app's code parsed and run
// again, every style and image fetched anew); the router's own navigation costs about a seventh of
// that. Sweeps that only look at what each route shows (axe, touch targets) move between routes
// the way the app's links do.

const LEFT_BEHIND = 'data-e2e-left-behind';
const QUIET_MS = 500;
const STALLED_MS = 3_000;
const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

/** Counts the page's requests in flight from now on (what `networkSettled` waits for). */
function trackRequests(page: Page) {
  const tracked = inFlight.get(page);
  if (tracked) return tracked;
  const state = { count: 0, lastChange: Date.now() };
  const change = (delta: number) => {
    // A request already in flight when tracking began ends without having been counted.
    state.count = Math.max(0, state.count + delta);
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  inFlight.set(page, state);
  return state;
}

/**
 * Goes to `path` as the app's links do (React Router's history), without loading the app again;
 * the first visit of a page loads it. Resolves once the new route's first-level heading is in the
 * page: a heading of the route left behind does not count, unless only the query changed (the
 * same route then keeps its heading).
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  trackRequests(page);
  const current = new URL(page.url());
  if (!current.protocol.startsWith('http')) {
    await page.goto(path);
    return;
  }
  const sameRoute = new URL(path, current).pathname === current.pathname;
  await page.evaluate(
    ({ to, marker, markHeadings }) => {
      if (markHeadings) for (const heading of document.querySelectorAll('h1')) heading.setAttribute(marker, '');
      // React Router's history keeps its position in the entry's state (idx); a popstate makes it read the new URL.
      const state: unknown = window.history.state;
      const idx = typeof state === 'object' && state && 'idx' in state ? Number(state.idx) : 0;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { to: path, marker: LEFT_BEHIND, markHeadings: !sameRoute },
  );
  await page.locator(`h1:not([${LEFT_BEHIND}])`).first().waitFor();
}

/**
 * Playwright's 'networkidle' for a page that moved within the app: no request in flight for
 * 500 ms (a page loaded with `visitInApp` is tracked from its first visit), or nothing started or
 * ended for 3 s (a request that stays open, as a media stream may).
 */
export async function networkSettled(page: Page, timeoutMs = 20_000): Promise<void> {
  const state = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  const quiet = () => Date.now() - state.lastChange;
  while ((state.count > 0 && quiet() < STALLED_MS) || quiet() < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${state.count} requests still in flight after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
