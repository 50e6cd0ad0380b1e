import { Heart, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DISCOVERY_TEXTS, type NewMatch } from '@kindred/contract/discovery';
import { ROUTES } from '@kindred/contract/routes';
import { buttonClasses } from '@/components/ui/button-classes';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { photoProps } from '@/lib/photo-srcset';

/** The signed-in member, for their side of the moment. */
export interface MatchDialogMember {
  name: string;
  photo: string | null;
}

interface MatchDialogProps {
  match: NewMatch;
  me: MatchDialogMember | null;
  onClose: () => void;
}

/** A round photo; `alt` is empty when the caption beside it already names the member. */
function Portrait({ photo, alt }: { photo: string | null; alt: string }) {
  const frame = 'h-24 w-24 rounded-full border-4 border-white shadow-lg sm:h-28 sm:w-28 dark:border-stone-900';
  if (!photo) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`${frame} flex items-center justify-center bg-rose-100 text-rose-500 dark:bg-stone-800 dark:text-stone-400`}
      >
        <UserRound aria-hidden="true" className="h-12 w-12" strokeWidth={1.5} />
      </div>
    );
  }
  return <img {...photoProps(photo, { width: 112, height: 112 })} alt={alt} className={`${frame} object-cover`} />;
}

/** "It's a match!" (For You, Likes you): both members, the score frozen at match time, and the way to the chat. */
export function MatchDialog({ match, me, onClose }: MatchDialogProps) {
  const { otherUser } = match;
  return (
    <Dialog title={DISCOVERY_TEXTS.itsAMatch} onClose={onClose}>
      <div className="flex items-start justify-center">
        <figure className="flex w-28 flex-col items-center gap-2 sm:w-32">
          <Portrait photo={me?.photo ?? null} alt={me ? '' : DISCOVERY_TEXTS.yourPhoto} />
          {me && (
            <figcaption className="w-full truncate text-center text-sm font-semibold text-stone-800 dark:text-stone-200">
              {me.name}
            </figcaption>
          )}
        </figure>
        <span
          aria-hidden="true"
          className="z-10 -mx-6 mt-8 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white shadow-lg ring-4 ring-white sm:mt-10 dark:ring-stone-900"
        >
          <Heart className="h-5 w-5" fill="currentColor" />
        </span>
        <figure className="flex w-28 flex-col items-center gap-2 sm:w-32">
          <Portrait photo={otherUser.photo} alt="" />
          <figcaption className="w-full truncate text-center text-sm font-semibold text-stone-800 dark:text-stone-200">
            {otherUser.name}
          </figcaption>
        </figure>
      </div>
      <p className="mt-4 text-center text-stone-700 dark:text-stone-300">
        {DISCOVERY_TEXTS.youLikeEachOther(otherUser.name)}
      </p>
      <p className="mt-1 text-center text-2xl font-bold text-rose-700 dark:text-rose-300">
        {DISCOVERY_TEXTS.matchPercent(Math.round(match.compatibilityScore))}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Link to={ROUTES.messageThread(match.id)} className={buttonClasses('primary', 'md', 'w-full sm:flex-1')}>
          {DISCOVERY_TEXTS.sendMessage}
        </Link>
        <Button variant="outline" onClick={onClose} className="w-full sm:flex-1">
          {DISCOVERY_TEXTS.keepSwiping}
        </Button>
      </div>
    </Dialog>
  );
}
