import { Briefcase, Heart, Info, MapPin, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { DISCOVERY_TEXTS, type InteractionStatus, type Recommendation } from '@kindred/contract/discovery';
import { MESSAGES } from '@kindred/contract/messages';
import type { PlanId } from '@kindred/contract/plans';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { UNDO_TEXTS } from '@kindred/contract/undo';
import { clsx } from 'clsx';
import { isLikesWait } from '@/api/interactions/likes-wait';
import { planLimitOf } from '@/api/interactions/plan-limit';
import { usePlanGates, type PlanGate } from '@/api/billing/plan-gate';
import { OnlinePhotoBadge } from '@/components/online-photo-badge';
import { PhotoCarousel } from '@/components/photo-carousel';
import { ProfileCardFrame } from '@/components/profile-card-frame';
import { MemberSafetyMenu } from '@/components/safety/member-safety-menu';
import { PlanNotice } from '@/components/plan-notice';
import { ErrorBanner } from '@/components/ui/error-banner';
import { IconLine } from '@/components/ui/icon-line';
import { VerifiedTick } from '@/components/verified-tick';
import { errorMessage, NetworkError } from '@/lib/api-client';
import { formatPlace } from '@/lib/format-place';
import { useSwipeShortcuts } from '../hooks/use-swipe-shortcuts';
import { logFailure } from '../lib/log-failure';
import { DailyPickMarker } from './daily-pick-marker';
import { ExpandableBio } from './expandable-bio';
import { LikesWaitPanel } from './likes-wait-panel';
import { RecommendationActions } from './recommendation-actions';

interface RecommendationCardProps {
  recommendation: Recommendation;
  /** Sends the interaction; resolves once the server has it (the card then leaves the list). */
  onAct: (status: InteractionStatus) => Promise<void>;
  /**
   * The card in reach (issue 38): its actions sit in a bar fixed above the bottom navigation
   * (phones), or stay at the foot of the window within the card's own column (desktop), and the
   * arrow keys act on it.
   */
  docked?: boolean;
  /** The docked card's photo comes first; the next card's is fetched ahead (issue 38). */
  photoPriority?: 'first' | 'ahead';
  /** Said under the score when it says little yet (few answers of the member's own). */
  scoreNote?: string;
  /** The member blocked this person (decision 080): the feed drops the card and says so. */
  onBlocked: () => void;
}

/**
 * Above the bottom navigation (h-16 and its border) on phones and tablets. On desktop (no bottom
 * navigation) it sticks to the foot of the window inside the card, beside nothing else: it never
 * covers another card, and rests in its own place once the card's end is in view.
 */
const DOCKED_BAR =
  'fixed inset-x-0 bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-30 border-t border-stone-200 bg-white/95 px-4 pt-2 pb-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur dark:border-stone-700 dark:bg-stone-900/95 lg:sticky lg:inset-x-auto lg:bottom-4 lg:-mx-2 lg:rounded-2xl lg:border lg:px-2 lg:shadow-md';

export const recommendationCardId = (id: string) => `recommendation-${id}`;

const overlayBadge =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-md backdrop-blur';

/** One recommendation: photos, who they are, why they fit, and like / super like / pass. */
export function RecommendationCard({
  recommendation: person,
  onAct,
  docked = false,
  photoPriority,
  scoreNote,
  onBlocked,
}: RecommendationCardProps) {
  const nameId = useId();
  const [pending, setPending] = useState<InteractionStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [limit, setLimit] = useState<(PlanGate & { tapped: boolean }) | null>(null);
  // Decision 103: likes wait for the member's replies; the card says so in full and stays.
  const [likesWait, setLikesWait] = useState(false);
  const gateOf = usePlanGates();

  const act = async (status: InteractionStatus) => {
    setFailure(null);
    setLimit(null);
    setLikesWait(false);
    const gate = gateOf(status);
    if (gate) {
      // Marked paid before the tap: the tap opens the way to the plan, and nothing is sent.
      setLimit({ ...gate, tapped: true });
      return;
    }
    setPending(status);
    try {
      await onAct(status);
    } catch (error) {
      // 429 (daily likes, weekly super likes) and 402 (super likes need a plan) are expected
      // answers, not failures; keep the card.
      const upgradeTo = planLimitOf(error);
      if (isLikesWait(error)) {
        setLikesWait(true);
      } else if (upgradeTo) {
        setLimit({ upgradeTo, message: errorMessage(error, MESSAGES.somethingWentWrong), tapped: false });
      } else {
        logFailure('interaction', error);
        setFailure(errorMessage(error, error instanceof NetworkError ? error.message : MESSAGES.somethingWentWrong));
      }
    } finally {
      setPending(null);
    }
  };

  useSwipeShortcuts(docked && pending === null, (status) => void act(status));

  const needsPlan: Partial<Record<InteractionStatus, PlanId>> = {};
  for (const status of ['like', 'superlike'] as const) {
    const gate = gateOf(status);
    if (gate) needsPlan[status] = gate.upgradeTo;
  }

  const reason = person.compatibility.reasons[0];
  const shownInterests = person.interests.slice(0, LIMITS.cardInterestsShown);
  const hiddenInterests = person.interests.length - shownInterests.length;
  const score = Math.round(person.compatibilityScore);

  const actionBar = (
    <div className={clsx('mt-auto pt-1', docked && DOCKED_BAR)} data-docked={docked || undefined}>
      {docked && (
        <>
          <p
            aria-hidden="true"
            className="mb-1.5 truncate text-center text-xs font-semibold text-stone-600 dark:text-stone-300"
          >
            {person.name}
            {person.age !== null && `, ${person.age}`}
          </p>
          <p className="sr-only">{UNDO_TEXTS.shortcutsHint}</p>
        </>
      )}
      <RecommendationActions
        name={person.name}
        pending={pending}
        needsPlan={needsPlan}
        keyShortcuts={docked}
        planTag={docked}
        onAct={(status) => void act(status)}
      />
    </div>
  );

  return (
    <ProfileCardFrame id={recommendationCardId(person.id)} labelledBy={nameId}>
      {likesWait ? (
        <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
          <h2 id={nameId} className="sr-only">
            {person.name}
            {person.age !== null && `, ${person.age}`}
          </h2>
          <LikesWaitPanel
            name={person.name}
            onBack={() => {
              setLikesWait(false);
              document.getElementById(recommendationCardId(person.id))?.focus({ preventScroll: true });
            }}
          />
          {actionBar}
        </div>
      ) : (
        <>
          <PhotoCarousel
            photos={person.photos}
            placeholders={person.photoPlaceholders}
            priority={photoPriority}
            alt={DISCOVERY_TEXTS.photosOf(person.name)}
          >
            <div className="pointer-events-none absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
              <div className="flex flex-wrap items-start gap-2">
                {person.dailyPick && <DailyPickMarker kind={person.dailyPick} className={overlayBadge} />}
                {person.hasLikedYou && (
                  <span className={`${overlayBadge} bg-rose-600 text-white`}>
                    <Heart aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor" />
                    {DISCOVERY_TEXTS.likedYou}
                  </span>
                )}
              </div>
              {person.isOnline && <OnlinePhotoBadge badgeClassName={overlayBadge} />}
            </div>
          </PhotoCarousel>

          <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
            <div>
              <div className="flex items-start justify-between gap-3">
                <h2
                  id={nameId}
                  className="flex min-w-0 items-center gap-1.5 text-xl font-bold text-stone-900 dark:text-stone-100"
                >
                  <span className="min-w-0 wrap-anywhere">
                    {person.name}
                    {person.age !== null && <span className="font-semibold">, {person.age}</span>}
                  </span>
                  {person.isVerified && <VerifiedTick />}
                </h2>
                <div className="-mt-1.5 -mr-2 flex shrink-0 items-center gap-1">
                  <p className="rounded-full bg-rose-50 px-3 py-1 text-sm font-bold text-rose-700 dark:bg-rose-950/60 dark:text-rose-200">
                    {DISCOVERY_TEXTS.matchPercent(score)}
                  </p>
                  <MemberSafetyMenu
                    name={person.name}
                    memberId={person.id}
                    reportVia={{ via: 'card', memberId: person.id }}
                    onBlocked={onBlocked}
                  />
                </div>
              </div>
              {scoreNote && (
                <p className="mt-1 flex items-start gap-1.5 text-xs text-stone-600 dark:text-stone-400">
                  <Info aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
                  {scoreNote}
                </p>
              )}
              {(person.location || person.distance !== null) && (
                <IconLine icon={MapPin} className="mt-1">
                  {formatPlace(person.location, person.distance)}
                </IconLine>
              )}
              {person.occupation && (
                <IconLine icon={Briefcase} className="mt-0.5">
                  {person.occupation}
                </IconLine>
              )}
            </div>

            {reason && (
              <p className="flex items-start gap-1.5 text-sm font-medium text-stone-800 dark:text-stone-200">
                <Sparkles aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" />
                {reason}
              </p>
            )}

            {shownInterests.length > 0 && (
              <ul aria-label={PROFILE_TEXTS.sections.interests} className="flex flex-wrap gap-1.5">
                {shownInterests.map((interest) => (
                  <li
                    key={interest}
                    className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700 dark:bg-stone-800 dark:text-stone-300"
                  >
                    {interest}
                  </li>
                ))}
                {hiddenInterests > 0 && (
                  <li className="rounded-full px-1.5 py-1 text-xs font-medium text-stone-600 dark:text-stone-400">
                    {DISCOVERY_TEXTS.moreInterests(hiddenInterests)}
                  </li>
                )}
              </ul>
            )}

            <ExpandableBio bio={person.bio} />

            {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
            {limit && <PlanNotice message={limit.message} upgradeTo={limit.upgradeTo} focusUpgrade={limit.tapped} />}

            {actionBar}
          </div>
        </>
      )}
    </ProfileCardFrame>
  );
}
