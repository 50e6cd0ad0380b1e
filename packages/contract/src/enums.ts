// SPEC section 3: enumerations, as written.

export const PROFILE_GENDERS = ['male', 'female', 'non-binary', 'other'] as const;
export const REGISTRATION_GENDERS = ['male', 'female', 'other'] as const;
export const ONBOARDING_GENDERS = ['Woman', 'Man', 'Non-binary', 'Other'] as const;

export const PROFILE_LOOKING_FOR = ['Relationship', 'Casual', 'Friendship', 'Not sure yet'] as const;
export const REGISTRATION_LOOKING_FOR = ['Relationship', 'Casual', 'Friendship', 'Marriage'] as const;
/** Everything the server accepts for lookingFor: the union of the profile and registration sets. */
export const LOOKING_FOR = ['Relationship', 'Casual', 'Friendship', 'Marriage', 'Not sure yet'] as const;

export const PROFILE_SHOW_ME = ['Everyone', 'Women', 'Men', 'Non-binary'] as const;
export const REGISTRATION_SHOW_ME = ['Women', 'Men', 'Everyone'] as const;
export const ONBOARDING_GENDER_PREFERENCES = ['Women', 'Men', 'Everyone'] as const;
export const ONBOARDING_RELATIONSHIP_TYPES = [
  'Long-term relationship',
  'Casual dating',
  'New friends',
  'Still figuring it out',
] as const;

export const DRINKING = ['Non-drinker', 'Social drinker', 'Regular drinker'] as const;
export const SMOKING = ['Non-smoker', 'Social smoker', 'Regular smoker'] as const;
export const ZODIAC = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

export const REGISTRATION_INTERESTS = [
  'Photography',
  'Reading',
  'Coffee',
  'Hiking',
  'Music',
  'Travel',
  'Movies',
  'Art',
  'Cooking',
  'Fitness',
  'Fashion',
  'Technology',
  'Dancing',
  'Writing',
  'Gaming',
  'Yoga',
] as const;

export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Chinese',
  'Japanese',
  'Korean',
  'Italian',
  'Portuguese',
  'Russian',
  'Arabic',
  'Hindi',
] as const;

export const ONBOARDING_INTEREST_CATEGORIES = {
  'Sports & Fitness': ['Running', 'Yoga', 'Hiking', 'Cycling', 'Swimming', 'Tennis', 'Rock Climbing', 'Fitness'],
  Creative: ['Photography', 'Art', 'Music', 'Writing', 'Dancing', 'Design', 'Film', 'Crafts'],
  'Food & Drink': ['Cooking', 'Coffee', 'Wine', 'Baking', 'Foodie', 'Craft Beer', 'Vegan', 'Brunch'],
  Travel: ['Travel', 'Backpacking', 'Road Trips', 'Camping', 'Beaches', 'Museums', 'Languages', 'Adventure'],
} as const;

/**
 * SPEC 3 names the five categories only. Their items cover every interest a profile can hold
 * (decision 052), so a Discover filter exists for each one.
 */
export const DISCOVER_INTEREST_CATEGORIES = {
  Activities: ['Hiking', 'Fitness', 'Yoga', 'Running', 'Tennis', 'Dancing', 'Cycling', 'Swimming'],
  'Arts & Culture': ['Art', 'Museums', 'Photography', 'Reading', 'Writing', 'Music', 'Design', 'Crafts', 'Languages'],
  'Food & Drink': ['Cooking', 'Coffee', 'Wine', 'Food', 'Baking', 'Foodie', 'Craft Beer', 'Vegan', 'Brunch'],
  Entertainment: ['Movies', 'Film', 'Gaming', 'Technology', 'Fashion'],
  Outdoors: ['Travel', 'Camping', 'Rock Climbing', 'Dogs', 'Beaches', 'Backpacking', 'Road Trips', 'Adventure'],
} as const;

/** Interests with their own icon on match cards; any other gets a heart (SPEC 3). */
export const CARD_ICON_INTERESTS = [
  'Photography',
  'Reading',
  'Coffee',
  'Hiking',
  'Music',
  'Technology',
  'Fitness',
  'Cooking',
  'Travel',
  'Art',
  'Food',
  'Yoga',
  'Movies',
  'Dogs',
  'Tennis',
  'Rock Climbing',
] as const;

export const EDUCATION_LEVELS = [
  'High School',
  'Some College',
  'Associate Degree',
  "Bachelor's Degree",
  "Master's Degree",
  'Doctorate',
  'Professional Degree',
] as const;

export const HEIGHT_BANDS = [
  'Under 5\'0"',
  '5\'0"-5\'3"',
  '5\'4"-5\'7"',
  '5\'8"-5\'11"',
  '6\'0"-6\'3"',
  'Over 6\'3"',
] as const;

/** Heights from 4'10" to 6'7", then "6'7\" or taller", each with its centimetre equivalent. */
export const HEIGHT_OPTIONS: readonly string[] = (() => {
  const options: string[] = [];
  for (let inches = 58; inches <= 79; inches++) {
    const label = `${Math.floor(inches / 12)}'${inches % 12}" (${Math.round(inches * 2.54)} cm)`;
    options.push(inches === 79 ? `6'7" or taller (201+ cm)` : label);
  }
  return options;
})();

export const ONBOARDING_QUESTIONS = [
  'My ideal weekend includes...',
  'I value most in a relationship...',
  'A random fact about me...',
] as const;

export const NOTIFICATION_TYPES = ['match', 'message', 'like', 'view', 'event', 'system'] as const;
export const INTERACTION_STATUSES = ['like', 'superlike', 'dislike'] as const;
export const REPORT_REASONS = ['fake_profile', 'inappropriate', 'harassment', 'underAge', 'offline', 'other'] as const;
export const DATE_IDEA_CATEGORIES = ['cafe', 'restaurant', 'entertainment', 'outdoors', 'drinks', 'cultural'] as const;
export const ICEBREAKER_CATEGORIES = [
  'funny',
  'thoughtful',
  'personal',
  'deep',
  'playful',
  'would-you-rather',
] as const;
export const PROFILE_VISIBILITY = ['Everyone', 'Only matches', 'Hidden'] as const;
export const LOCATION_SHARING = ['Exact location', 'City only', 'Hidden'] as const;
export const ON_OFF = ['On', 'Off'] as const;
export const NOTIFICATION_TOGGLES = ['new_matches', 'new_messages', 'match_activity', 'app_updates'] as const;
export const USER_ROLES = ['member', 'moderator'] as const;
export const USER_STATUSES = ['active', 'suspended'] as const;
export const AUTH_PROVIDERS = ['google', 'apple'] as const;

export type ProfileGender = (typeof PROFILE_GENDERS)[number];
export type LookingFor = (typeof LOOKING_FOR)[number];
export type ShowMe = (typeof PROFILE_SHOW_ME)[number];
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
export type UserRole = (typeof USER_ROLES)[number];

/** `GET /interests`: every interest the app offers anywhere, each once, in the order first offered. The only interests a profile can hold (decision 052). */
export const INTEREST_CATALOGUE: readonly string[] = [
  ...new Set<string>([
    ...REGISTRATION_INTERESTS,
    ...Object.values(ONBOARDING_INTEREST_CATEGORIES).flat(),
    ...Object.values(DISCOVER_INTEREST_CATEGORIES).flat(),
  ]),
];
