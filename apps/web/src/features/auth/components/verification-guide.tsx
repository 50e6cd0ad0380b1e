import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { VERIFICATION_GUIDE } from '@kindred/contract/community';
import { ROUTES } from '@kindred/contract/routes';

const linkClasses =
  'font-semibold text-rose-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300';

/** What the verified badge means here: an approved selfie, apart from a confirmed e-mail (decision 079). */
export function VerificationGuide() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-stone-200 pt-6 dark:border-stone-700">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-stone-900 dark:text-stone-100">
        <BadgeCheck aria-hidden="true" className="h-5 w-5 text-sky-600 dark:text-sky-400" />
        {VERIFICATION_GUIDE.heading}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-stone-700 marker:text-rose-500 dark:text-stone-300">
        {VERIFICATION_GUIDE.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-stone-700 dark:text-stone-300">{VERIFICATION_GUIDE.settingsHint}</p>
      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <Link to={ROUTES.settings} className={linkClasses}>
          {VERIFICATION_GUIDE.settingsLink}
        </Link>
        <Link to={ROUTES.getVerified} className={linkClasses}>
          {VERIFICATION_GUIDE.getVerifiedLink}
        </Link>
        <Link to={ROUTES.safety} className={linkClasses}>
          {VERIFICATION_GUIDE.safetyLink}
        </Link>
      </p>
    </section>
  );
}
