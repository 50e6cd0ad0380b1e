import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

const PARAM = 'step';

interface UrlStep<T> {
  step: T;
  /** Moves to `step` as a new history entry (or in place with `replace`). */
  goTo: (step: T, options?: { replace?: boolean }) => void;
  /** The page's own Back: the previous history entry, which is the previous step. */
  goBack: (previous: T) => void;
}

/**
 * A wizard's current step in the URL (`?step=`), so the browser's Back and Forward move
 * between steps while the wizard, and what was typed, stays mounted (decision 051). A step
 * never reached through `goTo` (a reload, a typed URL) shows the furthest one reached: each
 * step is checked before the next.
 *
 * The step shows at once (the router's navigation settles a moment later), and follows the
 * URL whenever the URL moves on its own (Back, Forward).
 */
export function useUrlStep<T extends string | number>(steps: readonly T[]): UrlStep<T> {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const furthest = useRef(0);
  const first = steps[0] as T;
  const index = steps.findIndex((candidate) => String(candidate) === params.get(PARAM));
  const urlStep = steps[Math.min(Math.max(index, 0), furthest.current)] ?? first;

  const [step, setStep] = useState(urlStep);
  const [followedUrlStep, setFollowedUrlStep] = useState(urlStep);
  if (urlStep !== followedUrlStep) {
    setFollowedUrlStep(urlStep);
    setStep(urlStep);
  }

  const goTo = useCallback(
    (next: T, options?: { replace?: boolean }) => {
      furthest.current = Math.max(furthest.current, steps.indexOf(next));
      setStep(next);
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

  const goBack = useCallback(
    (previous: T) => {
      setStep(previous);
      void navigate(-1);
    },
    [navigate],
  );

  return { step, goTo, goBack };
}
