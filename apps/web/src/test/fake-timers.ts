import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fake timers that still advance on their own (so testing-library's waits work) for every test
 * of the calling file, and a user-event setup that moves them. Call at the top of the file.
 */
export function fakeTimersWithUser() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
