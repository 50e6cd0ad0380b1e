import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { SAFETY_CENTER_TEXTS } from '@kindred/contract/safety-center';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { loginPathFor } from '@/lib/safe-redirect';
import { ReportForm } from './report-form';

/**
 * SPEC 2 Safety Center, Report a Concern (`signedIn` null while the session loads). /safety is public, but a report is stored with its
 * reporter (DESIGN 7), so a visitor is asked to sign in and comes back to this tab.
 */
export function ReportConcern({ signedIn, returnTo }: { signedIn: boolean | null; returnTo: string }) {
  let body;
  if (signedIn === null) {
    body = (
      <div className="flex justify-center py-10 text-rose-600 dark:text-rose-400">
        <Spinner />
      </div>
    );
  } else if (!signedIn) {
    body = (
      <div className="rounded-2xl border border-stone-200 bg-stone-50 p-5 dark:border-stone-700 dark:bg-stone-800/60">
        <p className="text-stone-800 dark:text-stone-200">{SAFETY_CENTER_TEXTS.signInToReport}</p>
        <Link to={loginPathFor(returnTo)} className={buttonClasses('primary', 'md', 'mt-4')}>
          <LogIn aria-hidden="true" className="h-4 w-4" />
          {SAFETY_CENTER_TEXTS.signIn}
        </Link>
      </div>
    );
  } else {
    body = <ReportForm />;
  }
  return (
    <div className="max-w-2xl">
      <p className="mb-5 text-stone-700 dark:text-stone-300">{SAFETY_CENTER_TEXTS.reportIntro}</p>
      {body}
    </div>
  );
}
