// SPEC 2 Legal pages: what the three documents share, and the cookie preferences. Each
// document's sections live in its own file (terms-of-service.ts, privacy-policy.ts,
// cookie-policy.ts); the dates and the section titles are SPEC's, the wording is ours.

/** One block of a section's body: a paragraph, a bulleted list, or a row of links. */
export type LegalBlock =
  | string
  | { readonly list: readonly string[] }
  | { readonly links: readonly { readonly label: string; readonly to: string }[] };

/** One accordion section of a legal or guidelines page; `id` is its URL fragment. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly body: readonly LegalBlock[];
}

/** SPEC 2 Legal pages: "Each is dated June 1, 2025". */
export const LEGAL_DATE = { text: 'June 1, 2025', iso: '2025-06-01' } as const;

export const LEGAL_TEXTS = {
  lastUpdated: 'Last updated',
  backToSafety: 'Back to Safety Center',
  backToPrivacy: 'Back to Privacy Policy',
  help: 'Help Center',
  /** The accessible name of the header's back and help links. */
  headerLinksLabel: 'Related pages',
} as const;

/** SPEC 2 Cookie Policy preferences panel: the categories, in order. Essential cannot be off. */
export const COOKIE_CATEGORIES = ['essential', 'functional', 'analytics', 'advertising'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type OptionalCookieCategory = Exclude<CookieCategory, 'essential'>;
export type CookiePreferences = Record<OptionalCookieCategory, boolean>;

/** SPEC 2: "Functional, Analytics and Advertising are toggles defaulting to on". */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  functional: true,
  analytics: true,
  advertising: true,
};

/** Decided (040): where the choices are kept, a first-party cookie for a year. */
export const COOKIE_PREFERENCES_COOKIE = {
  name: 'kindred_cookie_prefs',
  maxAgeDays: 365,
} as const;

/** The preferences panel's element id: the Managing Preferences section links to it. */
export const COOKIE_PREFERENCES_ANCHOR = 'cookie-preferences';

export const COOKIE_PREFERENCES_TEXTS = {
  heading: 'Cookie Preferences',
  intro:
    'Choose which kinds of cookies and similar storage Kindred may use on this device. Your choice is saved on this device for a year.',
  categories: {
    essential: {
      label: 'Essential',
      description: 'Keep you signed in, keep your account secure and remember these choices.',
      lockedNote: 'Always on: Kindred cannot work without them.',
    },
    functional: {
      label: 'Functional',
      description: 'Remember your light or dark theme on this device, so pages open in the right colours.',
    },
    analytics: {
      label: 'Analytics',
      description: 'Help us understand how the app is used. Kindred uses no analytics services today.',
    },
    advertising: {
      label: 'Advertising',
      description: 'Measure and personalise advertising. Kindred shows no advertising today.',
    },
  },
  goToPanel: 'Go to Cookie Preferences',
  save: 'Save Preferences',
  saved: 'Your cookie preferences have been saved.',
  saveFailed:
    'Your browser did not keep the cookie, so your preferences could not be saved. Check that cookies are allowed for this site.',
} as const;
