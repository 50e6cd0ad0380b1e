import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelPasskeyCeremony, passkeyCeremonyFailure } from '@/lib/passkey-ceremony';
import { passkeySignIn } from '../api/passkey-sign-in';
import { startSession } from '../lib/start-session';

interface UsePasskeySignInOptions {
  rememberMe: boolean;
  onSignedIn: () => void;
  /** A passkey attempt starts (the button, or a passkey picked from the autofill). */
  onAttempt: () => void;
}

/** How an attempt ended: signed in, refused (the member sees why), or ended unseen. */
type Outcome = 'signed-in' | 'refused' | 'quiet';

/**
 * Passkey sign-in for the sign-in form (decision 071). On mount it arms the browser's autofill
 * (conditional UI) where the browser supports it; `start` opens the browser's passkey dialog,
 * which cancels the autofill request (one ceremony at a time) and arms it again afterwards if no
 * one signed in. Leaving the page cancels whatever is waiting.
 */
export function usePasskeySignIn({ rememberMe, onSignedIn, onAttempt }: UsePasskeySignInOptions) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef({ rememberMe, onSignedIn, onAttempt });
  useEffect(() => {
    latest.current = { rememberMe, onSignedIn, onAttempt };
  });
  /** Aborted when the form unmounts. */
  const page = useRef<AbortController | null>(null);

  const attempt = useCallback(
    async (autofill: boolean): Promise<Outcome> => {
      const signal = page.current?.signal;
      if (!signal || signal.aborted) return 'quiet';
      // The autofill asks nothing of anyone until a passkey is picked: until then it fails unseen.
      let picked = !autofill;
      try {
        const response = await passkeySignIn({
          autofill,
          signal,
          rememberMe: () => latest.current.rememberMe,
          onPicked: () => {
            if (picked || signal.aborted) return;
            picked = true;
            latest.current.onAttempt();
            setError(null);
            setBusy(true);
          },
        });
        startSession(queryClient, response);
        if (!signal.aborted) latest.current.onSignedIn();
        return 'signed-in';
      } catch (failure) {
        if (signal.aborted || !picked || passkeyCeremonyFailure(failure) === 'aborted') return 'quiet';
        setError(failure);
        return 'refused';
      } finally {
        if (picked && !signal.aborted) setBusy(false);
      }
    },
    [queryClient],
  );

  /**
   * Not again after a refusal of its own (a removed passkey, say): a browser that answers the
   * autofill without asking anyone (a virtual authenticator) would go round and round. The
   * button stays, and arms it again after it is used.
   */
  const armAutofill = useCallback(() => void attempt(true), [attempt]);

  useEffect(() => {
    const controller = new AbortController();
    page.current = controller;
    armAutofill();
    return () => {
      controller.abort();
      cancelPasskeyCeremony();
    };
  }, [armAutofill]);

  const start = useCallback(() => {
    latest.current.onAttempt();
    setError(null);
    setBusy(true);
    void attempt(false).then((outcome) => {
      if (outcome !== 'signed-in') armAutofill();
    });
  }, [attempt, armAutofill]);

  return { start, busy, error };
}
