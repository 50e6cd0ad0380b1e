import { Link } from 'react-router';
import { SUBSCRIBE_FORM_TEXTS } from '@kindred/contract/site-footer';
import { ROUTES } from '@kindred/contract/routes';
import { LANDING } from '@kindred/contract/screens';
import { ClosingSignupForm } from './closing-signup-form';

/** SPEC 2 Landing 6: the closing call to action, an email form labelled Join Free. */
export function ClosingCtaSection() {
  return (
    <section
      aria-labelledby="cta-heading"
      className="bg-gradient-to-br from-rose-600 to-rose-700 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {LANDING.ctaHeading}
        </h2>
        <p className="mt-4 text-lg text-rose-50">{LANDING.ctaText}</p>
        <ClosingSignupForm />
        <p className="mt-6">
          <Link
            to={ROUTES.register}
            className="hit-area relative font-semibold text-white underline underline-offset-4 hover:text-rose-100 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            {SUBSCRIBE_FORM_TEXTS.closingRegister}
          </Link>
        </p>
      </div>
    </section>
  );
}
