import { SUBSCRIBE_FORM_TEXTS } from '@kindred/contract/site-footer';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { useSubscribeForm } from '../hooks/use-subscribe-form';
import { EmailSignupFields } from './email-signup-fields';

/** SPEC 4: the footer's newsletter form; its thanks disappears after 5 s. */
export function FooterNewsletterForm() {
  const newsletter = useSubscribeNewsletter();
  const form = useSubscribeForm({ send: newsletter.mutateAsync, source: 'footer', afterThanks: 'reset' });
  return (
    <form
      noValidate
      aria-labelledby="footer-newsletter-heading"
      onSubmit={(event) => void form.submit(event)}
      className="max-w-sm"
    >
      <h2 id="footer-newsletter-heading" className="text-sm font-semibold text-stone-900 dark:text-stone-100">
        {SUBSCRIBE_FORM_TEXTS.footerHeading}
      </h2>
      <p className="mt-1 mb-3 text-sm text-stone-700 dark:text-stone-300">{SUBSCRIBE_FORM_TEXTS.footerText}</p>
      <EmailSignupFields
        email={form.email}
        onEmailChange={form.changeEmail}
        submitLabel={SUBSCRIBE_FORM_TEXTS.footerSubmit}
        submittingLabel={SUBSCRIBE_FORM_TEXTS.footerSubmitting}
        submitting={form.status === 'submitting'}
        error={form.error}
        tone="light"
        stacked
      />
      <p role="status" className="mt-2 text-sm font-semibold text-emerald-700 empty:hidden dark:text-emerald-300">
        {form.status === 'thanks' ? SUBSCRIBE_FORM_TEXTS.footerThanks : ''}
      </p>
    </form>
  );
}
