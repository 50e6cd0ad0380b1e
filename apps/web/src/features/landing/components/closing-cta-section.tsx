import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { LANDING } from '@kindred/contract/screens';
import { buttonClasses } from '@/components/ui/button-classes';

/** SPEC 2 Landing 6: the closing call to action. The e-mail form comes with the waitlist. */
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
        <Link
          to={ROUTES.register}
          className={buttonClasses('outline', 'lg', 'mt-8 border-white text-rose-700 dark:text-rose-300')}
        >
          {LANDING.joinFree}
        </Link>
      </div>
    </section>
  );
}
