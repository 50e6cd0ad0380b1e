import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TIMINGS } from '@kindred/contract/constants';
import { wait } from './wait';

export type ConfirmedSubmitPhase = 'editing' | 'submitting' | 'sent';

interface ConfirmedSubmitOptions {
  /** SPEC 4's simulated delay, kept as a minimum time the submitting state shows. */
  minDisplayMs: number;
  /** The data attribute on the confirmation: if focus is inside it when it resets, the form takes focus. */
  confirmationAttribute: string;
  /** Selector of the control that takes focus when the form comes back. */
  firstControl: string;
  /** Empties the form's own fields. */
  onReset: () => void;
}

interface SubmitHandlers<T> {
  onSent: (result: T) => void;
  onFailed: (failure: unknown) => void;
}

/**
 * The life of a form that ends on a confirmation (SPEC 4 report and contact forms): editing,
 * submitting for at least `minDisplayMs`, then sent; the confirmation resets after
 * TIMINGS.confirmationResetMs or when `reset` is called. A failure goes back to editing with the
 * fields kept.
 */
export function useConfirmedSubmit({
  minDisplayMs,
  confirmationAttribute,
  firstControl,
  onReset,
}: ConfirmedSubmitOptions) {
  const [phase, setPhase] = useState<ConfirmedSubmitPhase>('editing');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFormAfterReset = useRef(false);
  const mounted = useRef(true);
  const onResetRef = useRef(onReset);
  useLayoutEffect(() => {
    onResetRef.current = onReset;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reset = useCallback((moveFocus: boolean) => {
    onResetRef.current();
    setPhase('editing');
    focusFormAfterReset.current = moveFocus;
  }, []);

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = setTimeout(() => {
      // Take focus back only if the member was on the confirmation.
      reset(document.activeElement?.closest(`[${confirmationAttribute}]`) != null);
    }, TIMINGS.confirmationResetMs);
    return () => clearTimeout(timer);
  }, [phase, reset, confirmationAttribute]);

  useEffect(() => {
    if (phase === 'editing' && focusFormAfterReset.current) {
      focusFormAfterReset.current = false;
      formRef.current?.querySelector<HTMLElement>(firstControl)?.focus();
    }
  }, [phase, firstControl]);

  const run = async <T>(send: () => Promise<T>, { onSent, onFailed }: SubmitHandlers<T>) => {
    setPhase('submitting');
    const shownLongEnough = wait(minDisplayMs);
    try {
      const result = await send();
      await shownLongEnough;
      if (!mounted.current) return;
      onSent(result);
      setPhase('sent');
    } catch (failure) {
      if (!mounted.current) return;
      onFailed(failure);
      setPhase('editing');
    }
  };

  return { phase, formRef, reset, run };
}
