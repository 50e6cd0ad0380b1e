import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** matchMedia that answers (prefers-reduced-motion: reduce) as told and every other query "no". */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion') && reduce,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

/** An IntersectionObserver the test drives: `scrollIntoView()` reports every observed element visible. */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scrollIntoView() {
      act(() => {
        for (const { callback, targets } of observers) {
          if (targets.length === 0) continue;
          const entries = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
          callback(entries, {} as IntersectionObserver);
        }
      });
    },
  };
}
