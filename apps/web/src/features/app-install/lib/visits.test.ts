import { beforeEach, describe, expect, it } from 'vitest';
import { countVisit, installOfferDue, markInstallAnswered, VISIT_GAP_MS } from './visits';

// Other files' members in this worker count their own visits first.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A new browser session: what the tab kept is gone, what the device kept stays. */
const newSession = () => sessionStorage.clear();

describe('visits and the install offer (decision 112)', () => {
  it('counts a visit once a session, and only a session an hour or more after the last one', () => {
    const start = Date.UTC(2026, 10, 30, 12);
    expect(countVisit(start)).toBe(1);
    expect(countVisit(start + 1000)).toBe(1);
    newSession();
    expect(countVisit(start + VISIT_GAP_MS - 1)).toBe(1);
    newSession();
    expect(countVisit(start + VISIT_GAP_MS + 1)).toBe(2);
  });

  it('offers installing from the second visit, until the member answers once', () => {
    expect(installOfferDue(1)).toBe(false);
    expect(installOfferDue(2)).toBe(true);
    markInstallAnswered();
    expect(installOfferDue(5)).toBe(false);
  });
});
