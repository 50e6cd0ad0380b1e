import { Clock, HeartOff, MapPin, MessageCircle, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@kindred/contract/constants';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { MATCH_TEXTS, type Match } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { OnlinePhotoBadge } from '@/components/online-photo-badge';
import { PhotoCarousel } from '@/components/photo-carousel';
import { ProfileCardFrame } from '@/components/profile-card-frame';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { IconLine } from '@/components/ui/icon-line';
import { VerifiedTick } from '@/components/verified-tick';
import { formatPlace } from '@/lib/format-place';
import { formatRelativeTime } from '@/lib/format-relative-time';
import { CardInterests } from './card-interests';

interface MatchCardProps {
  match: Match;
  onUnmatch: (match: Match) => void;
  photoPriority?: 'first';
}

export const matchCardId = (matchId: string) => `match-${matchId}`;

const photoBadge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold shadow-md backdrop-blur';

/**
 * SPEC 2 Matches screen card: photos, the compatibility badge, last active, name and age,
 * location, up to 3 interests, a 2-line bio, and View Profile / Message / Unmatch.
 */
export function MatchCard({ match, onUnmatch, photoPriority }: MatchCardProps) {
  const nameId = useId();
  const { isOnline, profile } = match.otherUser;
  const score = Math.max(0, Math.min(100, Math.round(match.compatibilityScore)));
  const place = formatPlace(profile.location, profile.distance);

  return (
    <ProfileCardFrame id={matchCardId(match.id)} labelledBy={nameId}>
      <PhotoCarousel
        photos={profile.photos}
        alt={DISCOVERY_TEXTS.photosOf(profile.name)}
        priority={photoPriority}
        sizes="(min-width: 1280px) 280px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
      >
        <div className="pointer-events-none absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          <span className={`${photoBadge} bg-rose-600 text-white`}>{DISCOVERY_TEXTS.matchPercent(score)}</span>
          {isOnline ? (
            <OnlinePhotoBadge badgeClassName={photoBadge} />
          ) : (
            // Null when the member turned activity status off: then nothing, never a made-up time.
            profile.lastActive && (
              <span
                className={`${photoBadge} bg-white/90 font-semibold text-stone-800 dark:bg-stone-900/85 dark:text-stone-100`}
              >
                <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only">{DISCOVERY_TEXTS.lastActive}: </span>
                <time dateTime={profile.lastActive}>{formatRelativeTime(profile.lastActive)}</time>
              </span>
            )
          )}
        </div>
      </PhotoCarousel>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <div className="flex min-w-0 items-center gap-1.5">
            <h2 id={nameId} className="truncate text-lg font-bold text-stone-900 dark:text-stone-100">
              {profile.name}
              {profile.age !== null && <span className="font-semibold">, {profile.age}</span>}
            </h2>
            {profile.isVerified && <VerifiedTick />}
          </div>
          {place && (
            <IconLine icon={MapPin} className="mt-0.5">
              {place}
            </IconLine>
          )}
        </div>

        <CardInterests interests={profile.interests} shown={LIMITS.cardInterestsShown} />

        {profile.bio.trim() ? (
          <p className="line-clamp-2 text-sm text-stone-700 dark:text-stone-300">{profile.bio}</p>
        ) : (
          <p className="text-sm text-stone-500 italic dark:text-stone-400">{MATCH_TEXTS.noBio}</p>
        )}

        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Link
            to={ROUTES.match(match.id)}
            aria-describedby={nameId}
            className={buttonClasses('primary', 'sm', 'px-3')}
          >
            <UserRound aria-hidden="true" className="h-4 w-4" />
            {MATCH_TEXTS.viewProfile}
          </Link>
          <Link
            to={ROUTES.match(match.id)}
            aria-describedby={nameId}
            className={buttonClasses('secondary', 'sm', 'px-3')}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {MATCH_TEXTS.message}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={nameId}
            onClick={() => onUnmatch(match)}
            className="col-span-2"
          >
            <HeartOff aria-hidden="true" className="h-4 w-4" />
            {MATCH_TEXTS.unmatch}
          </Button>
        </div>
      </div>
    </ProfileCardFrame>
  );
}
