// SPEC 2 (Matched-profile detail) and 3 (interest icons on the detail page): the texts of
// /match/{id} that MATCH_DETAIL_TEXTS in matches.ts does not hold. SPEC leaves these "not
// shown"; they are ours (decided).

/** SPEC 3: interests with their own icon on the detail page; any other gets the default icon. */
export const MATCH_DETAIL_ICON_INTERESTS = [
  'Photography',
  'Reading',
  'Coffee',
  'Hiking',
  'Travel',
  'Art',
  'Museums',
  'Music',
  'Film',
  'Yoga',
  'Cooking',
  'Technology',
] as const;
export type MatchDetailIconInterest = (typeof MATCH_DETAIL_ICON_INTERESTS)[number];

/**
 * SPEC 2: up to 3 conversation starters built from an interest, the occupation and the location,
 * topped up with greetings using the first name (each greeting different, so three can show).
 */
export const CONVERSATION_STARTER_TEXTS = {
  interest: (interest: string) => `I see you're into ${interest}. What got you started?`,
  occupation: (occupation: string) => `${occupation} sounds interesting! What do you enjoy most about your work?`,
  location: (place: string) => `What's your favorite spot in ${place}?`,
  greetings: [
    (firstName: string) => `Hi ${firstName}! How's your week going?`,
    (firstName: string) => `Hey ${firstName}, what are you looking forward to this month?`,
    (firstName: string) => `Hi ${firstName}! What does your ideal weekend look like?`,
  ],
} as const;

export const MATCH_DETAIL_PAGE_TEXTS = {
  /** The carousel's placeholder when a photo fails to load. */
  photoUnavailable: 'Photo unavailable',
  /** The label of the message box (its placeholder says the same to sighted members). */
  messageLabel: (firstName: string) => `Message to ${firstName}`,
  sending: 'Sending...',
  /** Under the message box: the keyboard shortcut. */
  sendHint: 'Press Ctrl+Enter to send',
  online: (firstName: string) => `${firstName} is online now`,
  milesAway: (miles: number) => `${miles} ${miles === 1 ? 'mile' : 'miles'} away`,
  unmatchTitle: (firstName: string) => `Unmatch ${firstName}?`,
  unmatching: 'Unmatching...',
  reportTitle: (firstName: string) => `Report ${firstName}`,
  reportIntro: 'Reports are confidential. Our safety team reviews every one.',
  reportDetails: 'Details (optional)',
  blocking: 'Blocking...',
  instagramLink: (handle: string) => `@${handle} on Instagram (opens in a new tab)`,
} as const;
