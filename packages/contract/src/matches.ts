// SPEC 2 (Matches screen, Matched-profile detail), 3 (Match), 5 (Match filters), 7 (Matches) and
// 8 (Match detail load, Alerts): the matches API and the texts of its screens.
import { z } from 'zod';
import { COMPATIBILITY_SUB_SCORES } from './compatibility';
import { LIMITS } from './constants';
import { textField } from './text';

export const MATCH_MESSAGES = {
  // SPEC 8, Match detail load
  invalidMatchId: 'Invalid match ID provided.',
  noMatchData: 'No match data found. This match may no longer exist.',
  profileIncomplete: 'This profile is incomplete or unavailable.',
  networkError: 'Network error. Please check your connection and try again.',
  loadFailed: 'Unable to load profile. Please try again later.',
  // SPEC 8, Alerts
  sendFailed: 'Failed to send message. Please try again.',
  unmatchFailed: 'Failed to unmatch. Please try again.',
  // SPEC 2, Matched-profile detail
  unmatchConfirm: 'Are you sure you want to unmatch? This action cannot be undone.',
  // Server answers (SPEC: "not shown"; ours)
  matchNotFound: 'Match not found',
  messageRequired: 'Please write a message',
  messageTooLong: `Messages can be at most ${LIMITS.maxMessageLength} characters`,
  cannotMessage: 'You can no longer message this member',
  unmatched: 'You have unmatched',
  blocked: 'Member blocked. You will no longer see each other.',
  cannotBlockSelf: 'You cannot block yourself',
  blockReasonTooLong: 'Please keep the reason under 1000 characters',
  unblocked: 'Member unblocked',
  notBlocked: 'This member is not on your blocked list',
  reportDescriptionRequired: 'Please describe what happened',
  reportSubjectTooLong: 'Please keep the name or ID under 100 characters',
  ageRangeInvalid: 'The minimum age cannot be above the maximum age',
} as const;

export const MATCH_TEXTS = {
  loading: 'Finding your matches...',
  count: (n: number) => (n === 1 ? '1 match' : `${n} matches`),
  mostRecent: 'Most recent',
  filterTitle: 'Filter Matches',
  resetAll: 'Reset All',
  ageRange: 'Age range',
  distance: 'Distance',
  interests: 'Interests',
  emptyTitle: 'No matches found',
  emptyFiltered: 'Try adjusting your filters to see more matches',
  clearFilters: 'Clear Filters',
  emptyUnfiltered: 'Keep swiping to find new matches',
  /** Decided (051): the two ways on from an empty list, instead of a second 'Start Matching'. */
  emptyToForYou: 'See your recommendations',
  emptyToDiscover: 'Browse Discover',
  noBio: 'No bio available',
  viewProfile: 'View Profile',
  message: 'Message',
  unmatch: 'Unmatch',
  moreInterests: (n: number) => `+${n} more`,
} as const;

export const MATCH_DETAIL_TEXTS = {
  about: 'About',
  noBio: 'No bio provided yet.',
  basics: 'Basics',
  basicsLabels: {
    occupation: 'Work',
    education: 'Education',
    height: 'Height',
    lookingFor: 'Looking for',
    languages: 'Languages',
    instagram: 'Instagram',
    drinking: 'Drinking',
    smoking: 'Smoking',
    zodiac: 'Zodiac',
  },
  interests: 'Interests',
  gettingToKnow: (firstName: string) => `Getting to know ${firstName}`,
  topArtists: 'Top Artists',
  compatibility: 'Compatibility',
  activityStatus: 'Activity Status',
  lastActive: (firstName: string, relative: string) => `${firstName} was last active ${relative}`,
  recently: 'Recently',
  messagePlaceholder: (firstName: string) => `Write a message to ${firstName}...`,
  send: 'Send',
  starters: 'Conversation starters',
  noPhotosTitle: 'No photos available',
  noPhotosBody: "This profile doesn't have any photos yet.",
  backToMatches: 'Back to Matches',
  tryAgain: 'Try Again',
  back: 'Back',
  report: 'Report',
  block: 'Block',
  cancel: 'Cancel',
  confirmUnmatch: 'Unmatch',
  blockConfirm: (firstName: string) =>
    `Block ${firstName}? You will no longer see each other anywhere, and your match ends.`,
  confirmBlock: 'Block',
} as const;

const id = z.string().min(1);

/** What a member sees of the person they matched with: never e-mail, never coordinates. */
export const matchProfileSchema = z.object({
  id,
  name: z.string(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  /** Empty when the member hides their location. */
  location: z.string(),
  /** Whole miles, rounded to 5 for "City only", null for "Hidden". */
  distance: z.number().nullable(),
  bio: z.string(),
  occupation: z.string(),
  education: z.string(),
  height: z.string(),
  lookingFor: z.string().nullable(),
  languages: z.array(z.string()),
  drinking: z.string(),
  smoking: z.string(),
  zodiac: z.string(),
  instagram: z.string(),
  spotifyArtists: z.array(z.string()),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })),
  interests: z.array(z.string()),
  photos: z.array(z.string()),
  /** Null when the member turned activity status off. */
  lastActive: z.string().nullable(),
  isVerified: z.boolean(),
});
export type MatchProfile = z.infer<typeof matchProfileSchema>;

/** SPEC 3 Match, with the sub-scores and reasons computed on the server and frozen at match time. */
export const matchSchema = z.object({
  id,
  compatibilityScore: z.number(),
  subScores: z.object(
    Object.fromEntries(COMPATIBILITY_SUB_SCORES.map((key) => [key, z.number()])) as Record<
      (typeof COMPATIBILITY_SUB_SCORES)[number],
      z.ZodNumber
    >,
  ),
  reasons: z.array(z.string()),
  createdAt: z.string(),
  otherUser: z.object({
    /** False when the member turned activity status off. */
    isOnline: z.boolean(),
    profile: matchProfileSchema,
  }),
});
export type Match = z.infer<typeof matchSchema>;

const ageParam = z.coerce.number().int().min(LIMITS.minAge).max(120);
const list = (max: number) =>
  z
    .union([textField('interests'), z.array(textField('interests'))])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(textField('interests').max(50)).max(max))
    .optional();

/** `GET /matches` query params (SPEC 7 "query params"): the screen's filters, applied on the server too. */
export const matchesQuerySchema = z
  .object({
    minAge: ageParam.optional(),
    maxAge: ageParam.optional(),
    maxDistance: z.coerce.number().int().min(1).max(500).optional(),
    interests: list(LIMITS.maxInterests),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .refine((q) => q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge, {
    error: MATCH_MESSAGES.ageRangeInvalid,
    path: ['minAge'],
  });
export type MatchesQuery = z.input<typeof matchesQuerySchema>;

export const paginationSchema = z.object({
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
});
export const matchesResponseSchema = z.object({ matches: z.array(matchSchema), pagination: paginationSchema });
export const matchResponseSchema = z.object({ match: matchSchema });

export const blockInputSchema = z.object({
  reason: textField('reason', { lines: 'multi' })
    .trim()
    .max(1000, { error: MATCH_MESSAGES.blockReasonTooLong })
    .optional(),
});

/** `GET /interests` answers `data.data`: the interest catalogue. */
export const interestsResponseSchema = z.object({ data: z.array(z.string()) });
