// SPEC section 9: business constants and limits. The one place they are written down.

export const LIMITS = {
  minAge: 18,
  maxAge: 120,
  passwordMin: 8,
  passwordMax: 256,
  emailMax: 254,
  nameMax: 50,
  locationMax: 100,
  bioMax: 500,
  textFieldMax: 100,
  maxPhotos: 6,
  maxQuestions: 3,
  questionMax: 200,
  answerMax: 500,
  maxInterests: 20,
  maxLanguages: 12,
  interestMax: 40,
  /** Registration photos arrive as embedded image data; each is capped before decoding. */
  maxPhotoBytes: 8 * 1024 * 1024,
  /** Decoded images larger than this many pixels are refused (decompression bombs). */
  maxPhotoPixels: 40_000_000,
  registrationAgeSlider: { min: 18, max: 70, defaultMin: 25, defaultMax: 35 },
  onboardingAgeRange: { defaultMin: 18, defaultMax: 45 },
  profileAgeRange: { min: 18, max: 100, defaultMin: 25, defaultMax: 35 },
  distance: { min: 5, max: 100, step: 5, registrationDefault: 25, profileDefault: 25, onboardingDefault: 30 },
  profileDistance: { min: 1, max: 100 },
  onboardingBio: { min: 20, max: 500 },
  interests: { registrationMin: 1, onboardingMin: 3 },
  registrationSteps: 5,
  onboardingProgressSteps: 7,
  matchFilter: { min: 18, max: 60, defaultMin: 20, defaultMax: 40, defaultDistance: 30 },
  discoverDefaults: { distance: 25, minAge: 21, maxAge: 45, minPhotos: 3 },
  discoverFilter: { minAge: 18, maxAge: 70, minDistance: 1, maxDistance: 100 },
  recommendationFilter: { min: 18, max: 60, defaultMin: 20, defaultMax: 40, defaultDistance: 30 },
  cardInterestsShown: 3,
  conversationStarters: 3,
  swipeThresholdPx: 50,
  photoChangeLockMs: 300,
  photoAreaViewportHeight: 70,
  subScoreJitter: { min: -5, max: 4 },
  pageSizes: { conversation: 20, conversationsList: 20, messages: 50 },
  lastMessagePreview: 40,
  /** Ours: SPEC does not cap a message. */
  maxMessageLength: 2000,
  /** Ours: a member may send this many messages at once, then this many a second. */
  messageBurst: 30,
  messagesPerSecond: 10,
  /**
   * Ours (issue 32, decision 078): new conversations a member may start in 24 hours while nobody has
   * answered them, unverified and verified; halved for 30 days after a report against them is upheld.
   */
  firstMessagesPerDay: { unverified: 10, verified: 25 },
  /**
   * Ours (decision 081): the same opener (its letters) sent into more than `conversations`
   * conversations in 24 hours is held from the later ones; openers under `minLetters` letters
   * (greetings) are not compared.
   */
  copiedOpeners: { conversations: 5, minLetters: 20 },
  /** Ours (decision 030): reports a member may file in 24 hours; a repeat about the same member updates theirs. */
  reportsPerDay: 20,
  /**
   * Ours (decision 083): a member reported by this many different members within 24 hours is
   * hidden from everyone new until a moderator decides.
   */
  quarantineReporters: 3,
  /** The most a report's details may say (reportInputSchema). */
  reportDetailsMax: 1000,
  /** Ours (decision 030): chat image uploads a member may make a minute, and keep unsent at once. */
  imageUploadsPerMinute: 10,
  maxUnsentImages: 10,
  /** Ours: the moderation queue's page size. */
  moderationPageSize: 20,
  /** Ours (decision 086): the most an appeal may say, and how long a suspended sign-in's appeal token lasts. */
  appealMax: 2000,
  appealTokenMinutes: 30,
  forYouBioTruncation: 100,
} as const;

export const TIMINGS = {
  appPreviewRotationMs: 4000,
  waitlistMinDisplayMs: 1500,
  reportMinDisplayMs: 1000,
  contactMinDisplayMs: 1000,
  confirmationResetMs: 5000,
  heroFadeInMs: 300,
  profileLongPressMs: 500,
  navScrollThresholdPx: 10,
  socketReconnectDelayMs: 1000,
  socketReconnectAttempts: 5,
} as const;

export const AUTH = {
  sessionTtlDays: 30,
  verifyEmailTtlHours: 48,
  resetPasswordTtlMinutes: 60,
  /** localStorage keys (SPEC section 3, Login response). */
  storageKey: 'auth',
  tokenStorageKey: 'authToken',
} as const;

export const API_BASE = '/api/v1';

export const MARKETING = {
  matches: '12,000+',
  marriages: '745+',
  members: '500,000+',
  dimensions: '100',
  /** SPEC 2 Success stories: the three couples' match rates, in carousel order. */
  testimonialMatchRates: [98, 95, 96],
} as const;

export const LEGAL = {
  documentsDate: 'June 1, 2025',
  guidelinesDate: 'May 1, 2025',
} as const;
