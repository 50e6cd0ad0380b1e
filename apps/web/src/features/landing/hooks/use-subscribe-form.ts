import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TIMINGS } from '@kindred/contract/constants';
import { SUBSCRIBE_FORM_TEXTS } from '@kindred/contract/site-footer';
import { emailProblem } from '@kindred/contract/email-shape';
import type { SubscribeInput } from '@kindred/contract/outreach';
import { outreachErrorMessage } from '@/lib/outreach-error-message';
import { wait } from '@/lib/wait';

export type SubscribeStatus = 'idle' | 'submitting' | 'thanks';

/**
 * What happens TIMINGS.confirmationResetMs after the thanks (SPEC 4): the closing form clears
 * its value and keeps the thanks; the footer's thanks disappears; the waitlist keeps its thanks.
 */
export type AfterThanks = 'keep' | 'clear-value' | 'reset';

interface SubscribeFormOptions {
  send: (input: SubscribeInput) => Promise<unknown>;
  source: NonNullable<SubscribeInput['source']>;
  afterThanks: AfterThanks;
}

/**
 * SPEC 4 Waitlist and newsletter forms: idle, submitting, thanks. SPEC 5: nothing happens while
 * the email is empty. DESIGN 2: the request is real; SPEC's 1.5 s is a minimum display time.
 */
export function useSubscribeForm({ send, source, afterThanks }: SubscribeFormOptions) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<SubscribeStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'thanks' || afterThanks === 'keep') return;
    const timer = setTimeout(() => {
      setEmail('');
      if (afterThanks === 'reset') setStatus('idle');
    }, TIMINGS.confirmationResetMs);
    return () => clearTimeout(timer);
  }, [status, afterThanks]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || email.trim() === '') return;
    const problem = emailProblem(email);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setStatus('submitting');
    const shownLongEnough = wait(TIMINGS.waitlistMinDisplayMs);
    try {
      await send({ email: email.trim().toLowerCase(), source });
      await shownLongEnough;
      if (mounted.current) setStatus('thanks');
    } catch (failure) {
      if (!mounted.current) return;
      setError(outreachErrorMessage(failure, SUBSCRIBE_FORM_TEXTS));
      setStatus('idle');
    }
  };

  /** Typing clears an error, and after a thanks starts afresh (SPEC 4, closing form). */
  const changeEmail = (value: string) => {
    setEmail(value);
    setError(null);
    if (status === 'thanks') setStatus('idle');
  };

  const dismissThanks = () => setStatus('idle');

  return { email, changeEmail, status, error, submit, dismissThanks };
}
