import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS, SCREEN_TITLES } from '@kindred/contract/screens';
import { ComingSoonPage } from '@/components/coming-soon-page';
import { buttonClasses } from '@/components/ui/button-classes';

/** The member navigation is hidden here (SPEC 2), so the page offers the way on. */
export default function OnboardingPage() {
  return (
    <>
      <ComingSoonPage title={SCREEN_TITLES.onboarding} />
      <div className="mx-auto w-full max-w-3xl px-4">
        <Link to={ROUTES.matches} className={buttonClasses('primary', 'lg')}>
          {COMMON_TEXTS.startMatching}
        </Link>
      </div>
    </>
  );
}
