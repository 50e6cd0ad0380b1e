import { Crown, X } from 'lucide-react';
import { Link } from 'react-router';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { ROUTES } from '@kindred/contract/routes';
import { useDismissedFor } from '@/lib/use-dismissed-for';

const PREMIUM_BANNER_DISMISSED_KEY = 'kindred.premiumBannerDismissedUntil';

/**
 * SPEC 2 Discover: the premium banner, linking to the plans. Below the results, never above the
 * first card, and closed for a month on this device when the member says so (issue 38).
 */
export function PremiumBanner() {
  const [dismissed, dismiss] = useDismissedFor(PREMIUM_BANNER_DISMISSED_KEY, 30);
  if (dismissed) return null;
  return (
    <aside
      aria-label={DISCOVERY_TEXTS.premiumBannerTitle}
      className="relative flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-rose-700 to-fuchsia-700 p-4 pr-12 text-white shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5 sm:pr-14 dark:from-rose-900 dark:to-fuchsia-900"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label={DISCOVERY_TEXTS.premiumBannerDismiss}
        className="absolute top-1 right-1 flex h-11 w-11 items-center justify-center rounded-full text-white/90 hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="flex items-start gap-3 sm:flex-1 sm:items-center">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/20">
          <Crown aria-hidden="true" className="h-5 w-5" />
        </span>
        <div>
          <p className="font-bold">{DISCOVERY_TEXTS.premiumBannerTitle}</p>
          <p className="text-sm text-white/90">{DISCOVERY_TEXTS.premiumBannerBody}</p>
        </div>
      </div>
      <Link
        to={ROUTES.subscription}
        className="hit-area relative inline-flex h-9 items-center justify-center self-start rounded-full bg-white px-5 text-sm font-semibold text-rose-700 shadow-sm transition-colors hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-rose-700 focus-visible:outline-none sm:self-auto"
      >
        {DISCOVERY_TEXTS.premiumBannerCta}
      </Link>
    </aside>
  );
}
