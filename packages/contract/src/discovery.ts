// SPEC 3 (Recommendation, Recommendation filter, Discover profile card, Interaction), SPEC 5
// (Discover and Recommendation filters), SPEC 7 (Recommendations; Matches: like, pass), DESIGN 6.
import { z } from 'zod';
import { COMPATIBILITY_SUB_SCORES } from './compatibility';
import { INTERACTION_STATUSES, REPORT_REASONS } from './enums';
import { requiredChoiceField } from './vocabulary-fields';
import { LIMITS } from './constants';
import { textField } from './text';
import { DAILY_PICK_KINDS } from './daily-pick';

export type InteractionStatus = (typeof INTERACTION_STATUSES)[number];

export const DISCOVERY_MESSAGES = {
  memberNotFound: 'This member is no longer available',
  cannotActOnSelf: 'You cannot like or pass on yourself',
  statusInvalid: 'Status must be like, superlike or dislike',
  likedIdRequired: 'Please choose who to like',
  ageRangeInvalid: 'Minimum age cannot be above maximum age',
  locationNeeded: 'Add your location to your profile to see people near you',
  /** 429: Basic plan, SPEC 9. */
  dailyLikesUsed: "You've used your 10 likes for today. Upgrade to Gold for unlimited likes.",
  /** 402: super likes are not part of the Basic plan. */
  superLikesNeedPremium: 'Super Likes come with Gold, Platinum and Diamond. Upgrade to send one.',
  /** 429: Gold plan, SPEC 9. */
  weeklySuperLikesUsed: "You've used your 5 Super Likes this week. Upgrade to Platinum for unlimited Super Likes.",
  reportReasonInvalid: 'Please choose a reason for your report',
  reportDetailsTooLong: 'Please keep the details under 1000 characters',
  reportReceived: 'Thank you. Our safety team will review your report.',
} as const;

/** Screen texts of /for-you and /discover (SPEC 2; the ones SPEC leaves "not shown" are ours). */
export const DISCOVERY_TEXTS = {
  filters: 'Filters',
  refresh: 'Refresh',
  more: 'more',
  less: 'less',
  like: 'Like',
  superLike: 'Super Like',
  dislike: 'Pass',
  likedYou: 'Likes you',
  noRecommendations: 'No new people right now',
  noRecommendationsHint: 'Try widening your filters or check back later.',
  itsAMatch: "It's a match!",
  sendMessage: 'Send a message',
  keepSwiping: 'Keep swiping',
  // Short enough for a 360 px phone; the field's label says Search (decision 053).
  searchPlaceholder: 'Name, location, bio or interests',
  viewProfile: 'View Profile',
  resetFilters: 'Reset Filters',
  verifiedOnly: 'Verified only',
  atLeastThreePhotos: 'At least 3 photos',
  gridView: 'Grid view',
  listView: 'List view',
  premiumBannerTitle: 'See who likes you first',
  premiumBannerBody: 'Upgrade to Premium for unlimited likes, Super Likes and boosts.',
  premiumBannerCta: 'Upgrade',
  milesAway: (miles: number) => `${miles} ${miles === 1 ? 'mile' : 'miles'} away`,
  // Photo carousel (shared by /for-you, /discover and the match detail).
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  photoPosition: (index: number, total: number) => `Photo ${index} of ${total}`,
  noPhoto: 'No photo yet',
  photosOf: (name: string) => `Photos of ${name}`,
  // For You (/for-you): the card's buttons name the member, since a page holds many cards.
  likeMember: (name: string) => `Like ${name}`,
  superLikeMember: (name: string) => `Super Like ${name}`,
  passMember: (name: string) => `Pass on ${name}`,
  yourPhoto: 'Your photo',
  moreInterests: (count: number) => `+${count} more`,
  // Discover page (/discover), its profile view and the shared compatibility card.
  backToMatches: 'Back to Matches',
  premiumBannerDismiss: 'Hide this for now',
  /** Discover opened from another page of the app goes back there (issue 38). */
  back: 'Back',
  search: 'Search',
  sortBy: 'Sort by',
  layout: 'Layout',
  withinMiles: (miles: number) => `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}`,
  filtersActive: (count: number) => `${count} active`,
  resultsCount: (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`,
  online: 'Online now',
  lastActive: 'Last active',
  verified: 'Verified',
  liked: 'Liked',
  matched: 'Matched',
  matchPercent: (percent: number) => `${percent}% match`,
  /** Under a card's score while the member has answered few questions (issue 38): why it sits near the middle. */
  roughScore: (answered: number) =>
    answered === 0
      ? 'A rough score: you have not answered any questions yet'
      : `A rough score from only ${answered === 1 ? '1 of your answers' : `${answered} of your answers`}`,
  loadFailed: 'Failed to load profiles. Please try again.',
  youLikeEachOther: (name: string) => `You and ${name} like each other.`,
  compatibility: 'Compatibility',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
} as const;

export const DISCOVER_SORTS = ['recommended', 'distance', 'activity', 'newest'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];
export const DISCOVER_SORT_LABELS: Record<DiscoverSort, string> = {
  recommended: 'Recommended',
  distance: 'Distance',
  activity: 'Activity',
  newest: 'Newest',
};

/** Query strings carry one value, a repeated key or a comma-separated list; either way a list. */
function toList(value: unknown): unknown {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value])
    .flatMap((item: unknown) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
    .filter((item: unknown) => item !== '');
}
const stringList = (field: string, max: number) =>
  z.preprocess(toList, z.array(textField(field).max(LIMITS.interestMax)).max(max).optional());

/**
 * A whole number from a query string ("25") or a JSON body (25). The filter below is both, and
 * z.coerce would take a body's `true` as 1 and `""` as 0: only numbers and numeric text pass.
 */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number().int().min(min).max(max),
  );
const age = wholeNumber(LIMITS.minAge, LIMITS.maxAge);
const miles = wholeNumber(1, LIMITS.distance.max);

/** SPEC 3 Recommendation filter; `GET /recommendations` query. Absent bounds use the member's preferences. */
export const recommendationFilterSchema = z
  .object({
    minAge: age.optional(),
    maxAge: age.optional(),
    maxDistance: miles.optional(),
    interests: stringList('interests', LIMITS.maxInterests),
    lookingFor: requiredChoiceField('lookingFor').optional(),
    limit: wholeNumber(1, 50).optional(),
  })
  .refine((f) => f.minAge === undefined || f.maxAge === undefined || f.minAge <= f.maxAge, {
    error: DISCOVERY_MESSAGES.ageRangeInvalid,
    path: ['minAge'],
  });
export type RecommendationFilter = z.infer<typeof recommendationFilterSchema>;

export const compatibilitySummarySchema = z.object({
  overall: z.number(),
  subScores: z.object(
    Object.fromEntries(COMPATIBILITY_SUB_SCORES.map((key) => [key, z.number()])) as Record<
      (typeof COMPATIBILITY_SUB_SCORES)[number],
      z.ZodNumber
    >,
  ),
  reasons: z.array(z.string()),
});
export type CompatibilitySummary = z.infer<typeof compatibilitySummarySchema>;

/**
 * SPEC 3 Recommendation, plus the Discover card's fields. `distance` is whole miles, rounded
 * further (to 5) when the member shares only their city, and null when they hide their location.
 * Never coordinates, never e-mail.
 */
export const recommendationSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().nullable(),
  location: z.string(),
  distance: z.number().nullable(),
  occupation: z.string(),
  education: z.string(),
  height: z.string(),
  bio: z.string(),
  photos: z.array(z.string()),
  /**
   * Beside `photos`, in the same order: a ThumbHash (base64, about 30 characters) to show while
   * that photo loads, or '' for none yet (ours; SPEC lists only photos).
   */
  photoPlaceholders: z.array(z.string()),
  interests: z.array(z.string()),
  lookingFor: z.string().nullable(),
  compatibilityScore: z.number(),
  compatibility: compatibilitySummarySchema,
  hasLikedYou: z.boolean(),
  /** You already liked or super-liked them (Discover keeps those visible). */
  youLiked: z.boolean(),
  /** Null when the member turned activity status off. */
  lastActive: z.string().nullable(),
  isOnline: z.boolean(),
  isVerified: z.boolean(),
  /** Set when the two are already matched (the profile view links to the match). */
  matchId: z.string().nullable(),
  createdAt: z.string(),
  /** For You's first card when they are the member's pick of the day (decision 105); null otherwise. */
  dailyPick: z.enum(DAILY_PICK_KINDS).nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({ recommendations: z.array(recommendationSchema) });
export const recommendationResponseSchema = z.object({ data: recommendationSchema });
export const recommendationInterestsResponseSchema = z.object({ interests: z.array(z.string()) });

/** `GET /discover` (path not shown in SPEC; ours). SPEC 5 Discover filters. */
export const discoverQuerySchema = z
  .object({
    q: textField('q').trim().max(100).optional(),
    minAge: age.default(LIMITS.discoverDefaults.minAge),
    maxAge: age.default(LIMITS.discoverDefaults.maxAge),
    maxDistance: miles.default(LIMITS.discoverDefaults.distance),
    interests: stringList('interests', LIMITS.maxInterests),
    verifiedOnly: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    minPhotos: z.coerce.number().int().min(0).max(LIMITS.maxPhotos).default(LIMITS.discoverDefaults.minPhotos),
    sort: z.enum(DISCOVER_SORTS).default('recommended'),
    limit: z.coerce.number().int().min(1).max(100).default(60),
  })
  .refine((f) => f.minAge <= f.maxAge, { error: DISCOVERY_MESSAGES.ageRangeInvalid, path: ['minAge'] });
export type DiscoverQuery = z.input<typeof discoverQuerySchema>;
export const discoverResponseSchema = z.object({ profiles: z.array(recommendationSchema) });

/** SPEC 3 Interaction: `POST /matches/likes`. */
export const interactionInputSchema = z.object({
  likedId: textField('likedId', {
    missing: DISCOVERY_MESSAGES.likedIdRequired,
    notString: DISCOVERY_MESSAGES.likedIdRequired,
  }).min(1, { error: DISCOVERY_MESSAGES.likedIdRequired }),
  status: z.enum(INTERACTION_STATUSES, { error: DISCOVERY_MESSAGES.statusInvalid }),
});
export type InteractionInput = z.infer<typeof interactionInputSchema>;

/** The match a like created, enough for the "It's a match!" moment. */
export const newMatchSchema = z.object({
  id: z.string(),
  compatibilityScore: z.number(),
  otherUser: z.object({
    id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
  }),
});
export type NewMatch = z.infer<typeof newMatchSchema>;

export const interactionResultSchema = z.object({
  data: z.object({
    likedId: z.string(),
    status: z.enum(INTERACTION_STATUSES),
    matched: z.boolean(),
    match: newMatchSchema.nullable(),
  }),
});
export type InteractionResult = z.infer<typeof interactionResultSchema>['data'];

/** `POST /api/recommendations/view`. */
export const profileViewInputSchema = z.object({
  profileId: textField('profileId').min(1).max(100),
  duration: z
    .number()
    .min(0)
    .max(24 * 60 * 60 * 1000)
    .optional(),
  source: textField('source').max(40).default('recommendations'),
});

/** SPEC 3 Report: reason and details. */
export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: DISCOVERY_MESSAGES.reportReasonInvalid }),
  details: textField('details', { lines: 'multi' })
    .trim()
    .max(LIMITS.reportDetailsMax, { error: DISCOVERY_MESSAGES.reportDetailsTooLong })
    .default(''),
});
export const reportReceivedSchema = z.object({ message: z.string() });
