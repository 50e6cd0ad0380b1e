import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { BLOCKED_USERS_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { EmptyState } from '@/components/ui/empty-state';

/** SPEC 2, 8: 'No blocked users'. */
export function BlockedUsersEmpty() {
  return (
    <EmptyState icon={ShieldCheck} title={EMPTY_STATES.noBlockedUsers} description={BLOCKED_USERS_PAGE_TEXTS.emptyHint}>
      <Link
        to={ROUTES.safety}
        className="mt-4 rounded text-sm font-semibold text-rose-700 hover:underline focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300"
      >
        {BLOCKED_USERS_PAGE_TEXTS.safetyLink}
      </Link>
    </EmptyState>
  );
}
