import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { APP_PREVIEW_TEXTS } from '@kindred/contract/landing';
import { SUBSCRIBE_FORM_TEXTS } from '@kindred/contract/site-footer';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useSubscribeForm } from '../hooks/use-subscribe-form';
import { EmailSignupFields } from './email-signup-fields';

/** SPEC 2 Landing 5: the app preview's waitlist; its thanks stays. */
export function WaitlistForm() {
  const waitlist = useJoinWaitlist();
  const form = useSubscribeForm({ send: waitlist.mutateAsync, source: 'app-preview', afterThanks: 'keep' });
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const thanked = form.status === 'thanks';
  // The form (and its focused button) is replaced: the thanks takes focus, so it is read out.
  useEffect(() => {
    if (thanked) thanksRef.current?.focus();
  }, [thanked]);

  if (thanked) {
    return (
      <p
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="flex items-center gap-2 rounded-2xl bg-white/10 px-5 py-4 font-semibold text-white ring-1 ring-white/20 focus:outline-none"
      >
        <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-300" />
        {SUBSCRIBE_FORM_TEXTS.waitlistThanks}
      </p>
    );
  }
  return (
    <form noValidate aria-label={APP_PREVIEW_TEXTS.waitlistHeading} onSubmit={(event) => void form.submit(event)}>
      <EmailSignupFields
        email={form.email}
        onEmailChange={form.changeEmail}
        submitLabel={SUBSCRIBE_FORM_TEXTS.waitlistSubmit}
        submittingLabel={SUBSCRIBE_FORM_TEXTS.waitlistSubmitting}
        submitting={form.status === 'submitting'}
        error={form.error}
        tone="dark"
      />
    </form>
  );
}
