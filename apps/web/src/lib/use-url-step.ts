import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'step';

interface UrlStep<T> {
  step: T;
  /** Moves to `step` as a new history entry (or in place with `replace`). */
  goTo: (step: T, options?: { replace?: boolean }) => void;
}

/**
 * A wizard's current step in the URL (`?step=`), so the browser's Back and Forward move
 * between steps while the wizard, and what was typed, stays mounted (decision 051). A step
 * never reached through `goTo` (a reload, a typed URL) shows the furthest one reached: each
 * step is checked before the next.
 */
export function useUrlStep<T extends string | number>(steps: readonly T[]): UrlStep<T> {
  const [params, setParams] = useSearchParams();
  const furthest = useRef(0);
  const first = steps[0] as T;
  const index = steps.findIndex((candidate) => String(candidate) === params.get(PARAM));
  const step = steps[Math.min(Math.max(index, 0), furthest.current)] ?? first;

  const goTo = useCallback(
    (next: T, options?: { replace?: boolean }) => {
      furthest.current = Math.max(furthest.current, steps.indexOf(next));
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === first) updated.delete(PARAM);
          else updated.set(PARAM, String(next));
          return updated;
        },
        { replace: options?.replace ?? false },
      );
    },
    [first, setParams, steps],
  );

  return { step, goTo };
}
