import { CircleCheck, X } from 'lucide-react';
import { useRef } from 'react';
import { LANDING } from '@kindred/contract/screens';
import { SUBSCRIBE_FORM_TEXTS } from '@kindred/contract/site-footer';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { useSubscribeForm } from '../hooks/use-subscribe-form';
import { EmailSignupFields } from './email-signup-fields';

/**
 * SPEC 2 Landing 6 and SPEC 4: the closing 'Join Free' form. Its thanks can be dismissed, typing
 * again resets it, and the value clears 5 s after success.
 */
export function ClosingSignupForm() {
  const newsletter = useSubscribeNewsletter();
  const form = useSubscribeForm({ send: newsletter.mutateAsync, source: 'closing', afterThanks: 'clear-value' });
  const inputRef = useRef<HTMLInputElement>(null);
  const dismiss = () => {
    form.dismissThanks();
    // The dismiss button had focus and is gone.
    inputRef.current?.focus();
  };
  return (
    <form
      noValidate
      aria-label={LANDING.joinFree}
      onSubmit={(event) => void form.submit(event)}
      className="mx-auto mt-8 max-w-lg text-left"
    >
      <EmailSignupFields
        inputRef={inputRef}
        email={form.email}
        onEmailChange={form.changeEmail}
        submitLabel={LANDING.joinFree}
        submittingLabel={SUBSCRIBE_FORM_TEXTS.closingSubmitting}
        submitting={form.status === 'submitting'}
        error={form.error}
        tone="dark"
        buttonClassName="bg-stone-900 hover:bg-stone-800 focus-visible:ring-white dark:bg-stone-950"
      />
      <div role="status" className="mt-3 empty:hidden">
        {form.status === 'thanks' && (
          <p className="flex items-start gap-2 rounded-2xl bg-white/15 py-3 pr-2 pl-4 text-white ring-1 ring-white/30">
            <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <span className="flex-1 font-medium">{SUBSCRIBE_FORM_TEXTS.closingThanks}</span>
            <button
              type="button"
              onClick={dismiss}
              aria-label={SUBSCRIBE_FORM_TEXTS.dismiss}
              className="hit-area relative flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </p>
        )}
      </div>
    </form>
  );
}
