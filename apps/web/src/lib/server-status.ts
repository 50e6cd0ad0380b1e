import { API_BASE } from '@kindred/contract/constants';
import { API_PATHS } from '@kindred/contract/routes';
import { retryAfterSeconds } from './retry-after';

/**
 * Whether the server is answering, for the whole app (the reconnecting banner, the chat's
 * held sends). A 503 or a request without an answer makes it 'reconnecting'; from then on the
 * readiness endpoint is asked with backoff until it answers, and any successful response ends
 * it too. Shaped for useSyncExternalStore (subscribeToServerStatus, getServerStatus).
 */
export type ServerStatus = 'up' | 'reconnecting';

export const FIRST_PROBE_DELAY_MS = 1000;
export const MAX_PROBE_DELAY_MS = 10_000;
/** A probe the server accepts but never answers must not stop the polling. */
const PROBE_TIMEOUT_MS = 5000;

let status: ServerStatus = 'up';
/** Counts outages, so that the answer to a request sent before this one was noticed cannot end it. */
let outage = 0;
let backoffMs = FIRST_PROBE_DELAY_MS;
/** The server's Retry-After, used for the next probe only. */
let askedDelayMs: number | null = null;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setStatus(next: ServerStatus) {
  if (status === next) return;
  status = next;
  for (const listener of [...listeners]) listener();
}

function markUp() {
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
  setStatus('up');
}

/** True when the server answers its readiness check (or is too old to have one: any 4xx). */
async function askReadiness(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}${API_PATHS.healthReady}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (response.status < 500) return true;
    const seconds = retryAfterSeconds(response.headers.get('Retry-After'));
    if (seconds !== null) askedDelayMs = seconds * 1000;
    return false;
  } catch {
    return false;
  }
}

function scheduleProbe() {
  const delay = Math.min(askedDelayMs ?? backoffMs, MAX_PROBE_DELAY_MS);
  askedDelayMs = null;
  backoffMs = Math.min(backoffMs * 2, MAX_PROBE_DELAY_MS);
  const probedOutage = outage;
  probeTimer = setTimeout(() => {
    probeTimer = null;
    void askReadiness().then((ready) => {
      // Ended meanwhile by another answer (and maybe a new outage polls on its own).
      if (status !== 'reconnecting' || outage !== probedOutage) return;
      if (ready) markUp();
      else scheduleProbe();
    });
  }, delay);
}

export function getServerStatus(): ServerStatus {
  return status;
}

export function subscribeToServerStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Taken as a request is sent and handed to reportServerAnswered with its answer. */
export function currentOutage(): number {
  return outage;
}

/** A 503 (with its Retry-After, in seconds) or a request that got no answer. */
export function reportServerUnavailable(retryAfter: number | null = null): void {
  if (retryAfter !== null) askedDelayMs = retryAfter * 1000;
  if (status === 'reconnecting') return;
  outage += 1;
  backoffMs = FIRST_PROBE_DELAY_MS;
  setStatus('reconnecting');
  scheduleProbe();
}

/** A successful response to a request sent during `outageWhenSent` (from currentOutage). */
export function reportServerAnswered(outageWhenSent: number): void {
  if (status === 'up' || outageWhenSent !== outage) return;
  markUp();
}

/** For tests: back to 'up' with no probe pending. */
export function resetServerStatus(): void {
  markUp();
  askedDelayMs = null;
  backoffMs = FIRST_PROBE_DELAY_MS;
}
