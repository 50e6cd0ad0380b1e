import { clsx } from 'clsx';
import { Briefcase, Heart, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@kindred/contract/constants';
import { DISCOVERY_TEXTS, type Recommendation } from '@kindred/contract/discovery';
import { ROUTES } from '@kindred/contract/routes';
import { PhotoCarousel } from '@/components/photo-carousel';
import { MemberSafetyMenu } from '@/components/safety/member-safety-menu';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { ActivityStatus, PhotoBadge, VerifiedBadge } from './member-status';

export type DiscoverLayout = 'grid' | 'list';

interface DiscoverProfileCardProps {
  profile: Recommendation;
  layout: DiscoverLayout;
  onView: (profile: Recommendation) => void;
  /** The member blocked this person (decision 080): the screen drops the card and says so. */
  onBlocked: (profile: Recommendation) => void;
}

/** SPEC 3 Discover profile card: main photo, who, where, how compatible, and 'View Profile'. */
export function DiscoverProfileCard({ profile, layout, onView, onBlocked }: DiscoverProfileCardProps) {
  const nameId = useId();
  const list = layout === 'list';
  const interests = profile.interests.slice(0, LIMITS.cardInterestsShown);
  const viewClasses = buttonClasses('primary', 'sm', 'mt-3 w-full');

  return (
    <article
      aria-labelledby={nameId}
      className={clsx(
        'flex w-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <PhotoCarousel
        photos={profile.photos.slice(0, 1)}
        placeholders={profile.photoPlaceholders.slice(0, 1)}
        alt={profile.name}
        // In a list row the photo fills the row's height, however long the text beside it.
        aspectClassName={list ? 'min-h-40 sm:min-h-52' : 'aspect-[4/5]'}
        sizes={list ? '176px' : '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw'}
        className={list ? 'w-32 shrink-0 self-stretch sm:w-44' : 'w-full'}
      >
        <div className="absolute top-2 right-2 left-2 flex flex-wrap items-start justify-between gap-1">
          <PhotoBadge>{DISCOVERY_TEXTS.matchPercent(Math.round(profile.compatibilityScore))}</PhotoBadge>
          {profile.matchId ? (
            <PhotoBadge tone="rose">{DISCOVERY_TEXTS.matched}</PhotoBadge>
          ) : profile.youLiked ? (
            <PhotoBadge tone="rose">{DISCOVERY_TEXTS.liked}</PhotoBadge>
          ) : profile.hasLikedYou ? (
            <PhotoBadge tone="rose">
              <Heart aria-hidden="true" className="h-3 w-3 fill-current" />
              {DISCOVERY_TEXTS.likedYou}
            </PhotoBadge>
          ) : null}
        </div>
      </PhotoCarousel>

      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <div className="flex items-start gap-1.5">
          <h2
            id={nameId}
            className="min-w-0 break-words text-base font-bold text-stone-900 sm:text-lg dark:text-stone-100"
          >
            {profile.name}
            {profile.age !== null && `, ${profile.age}`}
          </h2>
          {profile.isVerified && <VerifiedBadge className="h-4 w-4 sm:h-5 sm:w-5" />}
          <MemberSafetyMenu
            name={profile.name}
            memberId={profile.id}
            reportVia={{ via: 'card', memberId: profile.id }}
            matched={profile.matchId !== null}
            onBlocked={() => onBlocked(profile)}
            className="-mt-2 -mr-2 ml-auto"
          />
        </div>
        <ActivityStatus isOnline={profile.isOnline} lastActive={profile.lastActive} className="mt-0.5" />

        <p className="mt-1.5 flex items-center gap-1 text-sm text-stone-700 dark:text-stone-300">
          <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-stone-500 dark:text-stone-400" />
          <span className="min-w-0 break-words">{profile.location}</span>
        </p>
        {profile.distance !== null && (
          <p className="mt-0.5 pl-[1.125rem] text-xs text-stone-600 dark:text-stone-400">
            {DISCOVERY_TEXTS.milesAway(profile.distance)}
          </p>
        )}
        {profile.occupation && (
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-700 dark:text-stone-300">
            <Briefcase aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-stone-500 dark:text-stone-400" />
            <span className="min-w-0 break-words">{profile.occupation}</span>
          </p>
        )}
        {list && profile.bio && (
          <p className="mt-2 hidden text-sm text-stone-600 sm:line-clamp-2 dark:text-stone-400">{profile.bio}</p>
        )}
        {interests.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1">
            {interests.map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-800 dark:bg-rose-950/50 dark:text-rose-200"
              >
                {interest}
              </li>
            ))}
          </ul>
        )}

        <div className={clsx('mt-auto', list && 'sm:max-w-48')}>
          {profile.matchId ? (
            <Link to={ROUTES.match(profile.matchId)} aria-describedby={nameId} className={viewClasses}>
              {DISCOVERY_TEXTS.viewProfile}
            </Link>
          ) : (
            <Button size="sm" aria-describedby={nameId} onClick={() => onView(profile)} className="mt-3 w-full">
              {DISCOVERY_TEXTS.viewProfile}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
