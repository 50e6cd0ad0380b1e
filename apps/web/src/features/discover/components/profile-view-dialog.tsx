import { Heart, Lock, MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DISCOVERY_TEXTS,
  type InteractionStatus,
  type NewMatch,
  type Recommendation,
} from '@kindred/contract/discovery';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { PAID_TEXTS } from '@kindred/contract/paid-markers';
import { usePlanGates, type PlanGate } from '@/api/billing/plan-gate';
import { planLimitOf } from '@/api/interactions/plan-limit';
import { CompatibilityCard } from '@/components/compatibility-card';
import { PhotoCarousel } from '@/components/photo-carousel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { CloseButton } from '@/components/ui/close-button';
import { Dialog } from '@/components/ui/dialog';
import { PlanNotice } from '@/components/plan-notice';
import { errorMessage } from '@/lib/api-client';
import { useDiscoverProfile } from '../api/get-discover-profile';
import { useRecordProfileViewOnClose } from '../api/record-profile-view';
import { useDiscoverInteraction } from '../api/discover-interaction';
import { ItsAMatch } from './its-a-match';
import { ActivityStatus, PhotoBadge, VerifiedBadge } from './member-status';
import { ProfileDetails } from './profile-details';

interface ProfileViewDialogProps {
  /** The card that was opened; the view refreshes it from the server. */
  card: Recommendation;
  onClose: () => void;
}

/** A member's profile over Discover: photos, details, compatibility, and Like / Pass. */
export function ProfileViewDialog({ card, onClose }: ProfileViewDialogProps) {
  const profile = useDiscoverProfile(card).data ?? card;
  const interaction = useDiscoverInteraction();
  const [match, setMatch] = useState<NewMatch | null>(null);
  useRecordProfileViewOnClose(card.id);

  const likeGate = usePlanGates()('like');
  const [tappedGate, setTappedGate] = useState<PlanGate | null>(null);
  const act = (status: InteractionStatus) => {
    setTappedGate(null);
    // Basic's likes of the day are used: the tap leads to Gold, and nothing is sent.
    if (status === 'like' && likeGate) {
      setTappedGate(likeGate);
      return;
    }
    interaction.mutate(
      { likedId: profile.id, status },
      { onSuccess: (result) => (result.matched && result.match ? setMatch(result.match) : onClose()) },
    );
  };

  if (match) {
    return (
      // A new dialog (key): focus moves into it, and back to the card when it closes.
      <Dialog key="match" title={DISCOVERY_TEXTS.itsAMatch} onClose={onClose}>
        <ItsAMatch match={match} onKeepSwiping={onClose} />
      </Dialog>
    );
  }

  // SPEC 9 limits (10 likes a day on Basic): the refusal leads to the plan that lifts it.
  const upgradeTo = planLimitOf(interaction.error);
  const title = profile.age === null ? profile.name : `${profile.name}, ${profile.age}`;
  return (
    <Dialog title={title} onClose={onClose}>
      <CloseButton
        label={COMMON_TEXTS.close}
        onClick={onClose}
        className="absolute top-4 right-4 h-10 w-10 text-stone-600 hover:bg-stone-100 focus-visible:ring-rose-500 dark:text-stone-300 dark:hover:bg-stone-800"
      />
      <div className="-mx-6 max-h-[calc(100dvh-14rem)] overflow-y-auto px-6 pb-1 sm:max-h-[calc(100dvh-16rem)]">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="h-4 w-4 text-stone-500 dark:text-stone-400" />
            {profile.location}
            {profile.distance !== null && ` · ${DISCOVERY_TEXTS.milesAway(profile.distance)}`}
          </span>
          {profile.isVerified && (
            <span className="flex items-center gap-1 font-medium text-sky-700 dark:text-sky-300">
              <VerifiedBadge className="h-4 w-4" />
              <span aria-hidden="true">{DISCOVERY_TEXTS.verified}</span>
            </span>
          )}
          <ActivityStatus isOnline={profile.isOnline} lastActive={profile.lastActive} />
        </div>

        <PhotoCarousel
          photos={profile.photos}
          placeholders={profile.photoPlaceholders}
          alt={DISCOVERY_TEXTS.photosOf(profile.name)}
          aspectClassName="aspect-square"
          sizes="(min-width: 640px) 400px, 100vw"
          className="mt-3 rounded-2xl"
        >
          <div className="absolute top-3 left-3 flex gap-1">
            <PhotoBadge>{DISCOVERY_TEXTS.matchPercent(Math.round(profile.compatibilityScore))}</PhotoBadge>
            {profile.hasLikedYou && (
              <PhotoBadge tone="rose">
                <Heart aria-hidden="true" className="h-3 w-3 fill-current" />
                {DISCOVERY_TEXTS.likedYou}
              </PhotoBadge>
            )}
          </div>
        </PhotoCarousel>

        <ProfileDetails profile={profile} />
        <CompatibilityCard compatibility={profile.compatibility} headingLevel={3} className="mt-5" />
      </div>

      {tappedGate ? (
        <PlanNotice message={tappedGate.message} upgradeTo={tappedGate.upgradeTo} className="mt-3" focusUpgrade />
      ) : (
        interaction.isError &&
        (upgradeTo ? (
          <PlanNotice
            message={errorMessage(interaction.error, MESSAGES.somethingWentWrong)}
            upgradeTo={upgradeTo}
            className="mt-3"
          />
        ) : (
          <Alert tone="error" className="mt-3">
            {errorMessage(interaction.error, MESSAGES.somethingWentWrong)}
          </Alert>
        ))
      )}
      <div className="mt-4 flex gap-3">
        {profile.matchId ? (
          <Link to={ROUTES.match(profile.matchId)} className={buttonClasses('primary', 'md', 'flex-1')}>
            {DISCOVERY_TEXTS.viewProfile}
          </Link>
        ) : (
          <>
            <Button
              variant="outline"
              className="flex-1"
              busy={interaction.isPending && interaction.variables.status === 'dislike'}
              disabled={interaction.isPending}
              onClick={() => act('dislike')}
            >
              <X aria-hidden="true" className="h-5 w-5" />
              {DISCOVERY_TEXTS.dislike}
            </Button>
            <Button
              className="flex-1"
              busy={interaction.isPending && interaction.variables.status === 'like'}
              disabled={interaction.isPending || profile.youLiked}
              onClick={() => act('like')}
              aria-label={
                likeGate && !profile.youLiked
                  ? PAID_TEXTS.needsPlan(DISCOVERY_TEXTS.like, likeGate.upgradeTo)
                  : undefined
              }
            >
              {likeGate && !profile.youLiked ? (
                <Lock aria-hidden="true" className="h-5 w-5" />
              ) : (
                <Heart aria-hidden="true" className="h-5 w-5 fill-current" />
              )}
              {profile.youLiked ? DISCOVERY_TEXTS.liked : DISCOVERY_TEXTS.like}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
