import { BadgeCheck, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { VERIFICATION_TEXTS } from '@kindred/contract/verification';
import { Card } from '@/components/ui/card';
import { useVerification } from '../api/get-verification';

/** Settings and the profile: where the member stands, and the way to the verification screen. */
export function VerificationEntry() {
  const verification = useVerification();
  const state = verification.data?.state;
  const verified = state === 'verified';
  return (
    <Card
      title={VERIFICATION_TEXTS.entry}
      aside={
        state && (
          <span
            className={
              verified
                ? 'inline-flex items-center gap-1 text-sm font-semibold text-sky-700 dark:text-sky-300'
                : 'text-sm font-semibold text-stone-600 dark:text-stone-400'
            }
          >
            {verified && <BadgeCheck aria-hidden="true" className="h-4 w-4" />}
            {VERIFICATION_TEXTS.states[state]}
          </span>
        )
      }
    >
      <p className="text-sm text-stone-700 dark:text-stone-300">{VERIFICATION_TEXTS.entryHint}</p>
      <Link
        to={ROUTES.getVerified}
        className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-rose-700 underline-offset-4 hover:underline dark:text-rose-300"
      >
        {verified || state === 'pending' ? VERIFICATION_TEXTS.open : VERIFICATION_TEXTS.entry}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </Card>
  );
}
