import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { TOP_NAV } from '@kindred/contract/screens';

/** The brand mark; always links home (SPEC 2). 44 px tall below lg, for a finger (decision 053). */
export function Logo({ label = TOP_NAV.brand }: { label?: string }) {
  return (
    <Link
      to={ROUTES.home}
      aria-label={label === TOP_NAV.brand ? undefined : label}
      className="inline-flex items-center gap-2 rounded-full text-xl max-lg:min-h-11 font-bold tracking-tight text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 dark:text-stone-100 dark:focus-visible:ring-offset-stone-900"
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-rose-600 text-white shadow-sm">
        <Heart aria-hidden="true" className="h-5 w-5 fill-current" />
      </span>
      <span>{TOP_NAV.brand}</span>
    </Link>
  );
}
