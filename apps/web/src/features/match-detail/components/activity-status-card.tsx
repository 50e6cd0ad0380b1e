import { Clock } from 'lucide-react';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { MATCH_DETAIL_TEXTS, type Match } from '@kindred/contract/matches';
import { Card } from '@/components/ui/card';
import { firstNameOf } from '../lib/first-name';
import { lastActiveText } from '../lib/last-active-text';

/**
 * SPEC 2 Activity Status: '{first name} was last active {relative time}', or that they are online
 * now. A member who turned activity status off (DESIGN 2) has neither, and the card is left out
 * rather than guessing 'Recently' for them.
 */
export function ActivityStatusCard({ otherUser }: { otherUser: Match['otherUser'] }) {
  const firstName = firstNameOf(otherUser.profile.name);
  const { lastActive } = otherUser.profile;
  if (!otherUser.isOnline && lastActive === null) return null;
  return (
    <Card title={MATCH_DETAIL_TEXTS.activityStatus}>
      {otherUser.isOnline ? (
        <p className="flex items-center gap-2.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-500 ring-4 ring-emerald-500/20" />
          {MATCH_DETAIL_PAGE_TEXTS.online(firstName)}
        </p>
      ) : (
        <p className="flex items-center gap-2.5 text-sm text-stone-700 dark:text-stone-300">
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-stone-500 dark:text-stone-400" />
          {MATCH_DETAIL_TEXTS.lastActive(firstName, lastActiveText(lastActive ?? undefined))}
        </p>
      )}
    </Card>
  );
}
