import { Heart, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DISCOVERY_TEXTS, type NewMatch } from '@kindred/contract/discovery';
import { ROUTES } from '@kindred/contract/routes';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { photoProps } from '@/lib/photo-srcset';

/** The moment a like is returned: say so, and offer the new conversation. */
export function ItsAMatch({ match, onKeepSwiping }: { match: NewMatch; onKeepSwiping: () => void }) {
  const { otherUser } = match;
  return (
    <div role="status" className="flex flex-col items-center text-center">
      <div className="relative">
        {otherUser.photo ? (
          <img
            {...photoProps(otherUser.photo, { width: 128, height: 128 })}
            alt={otherUser.name}
            className="h-32 w-32 rounded-full object-cover ring-4 ring-rose-200 dark:ring-rose-900"
          />
        ) : (
          <span className="flex h-32 w-32 items-center justify-center rounded-full bg-rose-50 text-rose-400 ring-4 ring-rose-200 dark:bg-stone-800 dark:ring-rose-900">
            <UserRound aria-hidden="true" className="h-14 w-14" />
          </span>
        )}
        <span className="absolute -right-1 -bottom-1 flex h-11 w-11 items-center justify-center rounded-full bg-rose-600 text-white shadow-lg">
          <Heart aria-hidden="true" className="h-5 w-5 fill-current" />
        </span>
      </div>
      <p className="mt-5 text-stone-700 dark:text-stone-300">{DISCOVERY_TEXTS.youLikeEachOther(otherUser.name)}</p>
      <p className="mt-1 text-sm font-semibold text-rose-700 dark:text-rose-300">
        {DISCOVERY_TEXTS.matchPercent(Math.round(match.compatibilityScore))}
      </p>
      <div className="mt-6 flex w-full flex-col gap-2">
        <Link to={ROUTES.messageThread(match.id)} className={buttonClasses('primary', 'md', 'w-full')}>
          {DISCOVERY_TEXTS.sendMessage}
        </Link>
        <Button variant="ghost" className="w-full" onClick={onKeepSwiping}>
          {DISCOVERY_TEXTS.keepSwiping}
        </Button>
      </div>
    </div>
  );
}
