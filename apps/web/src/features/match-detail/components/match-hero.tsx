import { clsx } from 'clsx';
import { BadgeCheck, CameraOff, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { MATCH_DETAIL_PAGE_TEXTS } from '@kindred/contract/match-detail-texts';
import { MATCH_DETAIL_TEXTS, type Match } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { buttonClasses } from '@/components/ui/button-classes';
import { MatchPhotoCarousel } from './match-photo-carousel';

const percent = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

function MatchBadge({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-rose-700 shadow dark:bg-stone-900/90 dark:text-rose-300">
      {DISCOVERY_TEXTS.matchPercent(percent(score))}
    </span>
  );
}

/** Name and age (the profile's heading), the verified tick and where they are. */
function NameBlock({ match, onPhoto }: { match: Match; onPhoto: boolean }) {
  const { profile } = match.otherUser;
  const place = [
    profile.location,
    profile.distance !== null ? MATCH_DETAIL_PAGE_TEXTS.milesAway(profile.distance) : '',
  ].filter(Boolean);
  return (
    <div className={onPhoto ? 'text-white' : 'text-stone-900 dark:text-stone-100'}>
      <h2 className="flex items-center gap-2 text-3xl font-bold tracking-tight break-words drop-shadow-sm">
        <span className="min-w-0">{profile.age === null ? profile.name : `${profile.name}, ${profile.age}`}</span>
        {profile.isVerified && (
          <span role="img" aria-label={DISCOVERY_TEXTS.verified} title={DISCOVERY_TEXTS.verified}>
            <BadgeCheck aria-hidden="true" className={onPhoto ? 'h-7 w-7 text-sky-300' : 'h-7 w-7 text-sky-600'} />
          </span>
        )}
      </h2>
      {place.length > 0 && (
        <p
          className={
            onPhoto
              ? 'mt-1 flex items-center gap-1.5 text-base font-medium text-white/95'
              : 'mt-1 flex items-center gap-1.5 text-base font-medium text-stone-700 dark:text-stone-300'
          }
        >
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          {place.join(' · ')}
        </p>
      )}
    </div>
  );
}

/**
 * SPEC 2: the photo carousel with the match percentage and the name, age and location over it;
 * a member without photos gets 'No photos available' in its place, with the way back.
 */
export function MatchHero({ match }: { match: Match }) {
  const { profile } = match.otherUser;

  if (profile.photos.length === 0) {
    return (
      <section className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900">
        <div className="flex flex-col items-center rounded-2xl bg-gradient-to-br from-rose-50 to-amber-50 px-6 py-10 text-center dark:from-stone-800 dark:to-stone-900">
          <CameraOff aria-hidden="true" className="h-12 w-12 text-rose-400 dark:text-stone-500" strokeWidth={1.5} />
          <p className="mt-3 text-lg font-bold text-stone-900 dark:text-stone-100">
            {MATCH_DETAIL_TEXTS.noPhotosTitle}
          </p>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{MATCH_DETAIL_TEXTS.noPhotosBody}</p>
          <Link to={ROUTES.matches} className={buttonClasses('outline', 'sm', 'mt-5')}>
            {MATCH_DETAIL_TEXTS.backToMatches}
          </Link>
        </div>
        <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
          <NameBlock match={match} onPhoto={false} />
          <MatchBadge score={match.compatibilityScore} />
        </div>
      </section>
    );
  }

  return (
    <MatchPhotoCarousel
      photos={profile.photos}
      alt={DISCOVERY_TEXTS.photosOf(profile.name)}
      className="-mx-4 sm:mx-0 sm:rounded-3xl"
    >
      <div className={clsx('absolute left-4', profile.photos.length > 1 ? 'top-11' : 'top-4')}>
        <MatchBadge score={match.compatibilityScore} />
      </div>
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/40 to-transparent px-5 pt-20 pb-5 sm:px-6">
        <NameBlock match={match} onPhoto />
      </div>
    </MatchPhotoCarousel>
  );
}
