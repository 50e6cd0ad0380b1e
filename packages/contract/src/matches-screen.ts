// SPEC 2 Matches screen ('Your Matches'): the texts the spec leaves "not shown" (decided here).
// The spec's own texts are MATCH_TEXTS and MATCH_MESSAGES in ./matches.

export const MATCHES_SCREEN_TEXTS = {
  /** The distance slider at its default (LIMITS.matchFilter.defaultDistance): no one is hidden for distance. */
  anyDistance: 'Any distance',
  withinMiles: (miles: number) => `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}`,
  /** The unmatch confirmation's title; its body is MATCH_MESSAGES.unmatchConfirm. */
  unmatchTitle: (name: string) => `Unmatch ${name}?`,
  /** Announced to screen readers once the card has left the list. */
  unmatchedAnnouncement: (name: string) => `You unmatched ${name}.`,
  /** Shown above the (empty) list when loading failed: SPEC 8 keeps the empty list; we also say why. */
  loadFailed: "We couldn't load your matches. Please try again.",
  noInterestsToFilter: 'Your matches have not added any interests yet.',
} as const;
