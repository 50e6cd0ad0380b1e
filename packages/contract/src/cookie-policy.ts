// SPEC 2 Legal pages, Cookie Policy: SPEC's section titles in SPEC's order. Names every entry
// the web app keeps on a device today (decision 040); a new one must be added here.
import { AUTH } from './constants';
import {
  COOKIE_PREFERENCES_ANCHOR,
  COOKIE_PREFERENCES_COOKIE,
  COOKIE_PREFERENCES_TEXTS,
  type LegalSection,
} from './legal';
import { ROUTES } from './routes';

export const COOKIE_POLICY_INTRO =
  'This policy explains the cookies and similar storage Kindred uses on your device, and how to choose which ones we may use.';

export const COOKIE_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What Are Cookies',
    body: [
      'Cookies are small text files a website saves in your browser and reads back on later visits. Browsers also offer similar storage, called local storage, which stays on your device and is not sent with every request.',
      'In this policy, "cookies" means both. We use them to keep you signed in and to remember your choices.',
    ],
  },
  {
    id: 'types',
    title: 'Types',
    body: [
      {
        list: [
          `Essential: your sign-in (the "${AUTH.storageKey}" and "${AUTH.tokenStorageKey}" entries in local storage), which keeps you signed in and lets the app make requests on your behalf, and your cookie preferences (the "${COOKIE_PREFERENCES_COOKIE.name}" cookie). Kindred cannot work without them, so they cannot be turned off.`,
          'Functional: your light or dark theme (the "theme" entry in local storage), so that pages open in your colours before your account settings have loaded. If you turn Functional off, we stop keeping it, and your saved theme applies once you are signed in.',
          'Analytics: Kindred uses no analytics cookies today. If we add them, they will respect your choice below.',
          'Advertising: Kindred uses no advertising cookies today. If we add them, they will respect your choice below.',
        ],
      },
    ],
  },
  {
    id: 'third-party',
    title: 'Third-Party',
    body: [
      'Kindred sets no third-party cookies today: every page, photo and script comes from Kindred itself.',
      'If you choose to sign in with Google or Apple, you do so on their own pages, where their cookie policies apply. The same will be true of our payment provider when you buy a subscription.',
    ],
  },
  {
    id: 'managing-preferences',
    title: 'Managing Preferences',
    body: [
      'Use the Cookie Preferences panel on this page to turn Functional, Analytics and Advertising on or off, then select Save Preferences. Your choice is kept on this device, so set it again on each browser you use.',
      'You can also clear or block cookies in your browser’s settings. If you block essential storage, you will not be able to sign in.',
      { links: [{ label: COOKIE_PREFERENCES_TEXTS.goToPanel, to: `#${COOKIE_PREFERENCES_ANCHOR}` }] },
    ],
  },
  {
    id: 'lifespans',
    title: 'Lifespans',
    body: [
      {
        list: [
          `Sign-in: until you log out, or until your session ends: after ${AUTH.sessionTtlDays} days, or 1 day if you did not choose "Remember me".`,
          'Theme: until you change it or clear your browser’s storage.',
          `Cookie preferences: ${COOKIE_PREFERENCES_COOKIE.maxAgeDays} days from the day you save them.`,
        ],
      },
    ],
  },
  {
    id: 'changes',
    title: 'Changes',
    body: [
      'We will update this policy, and the date at the top, before we use any new kind of cookie. Where a new cookie needs your consent, we will ask for it.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    body: [
      'Questions about cookies? Send us a message from the Contact page. Our Privacy Policy explains how we handle your information.',
      {
        links: [
          { label: 'Contact us', to: ROUTES.contact },
          { label: 'Privacy Policy', to: ROUTES.privacyPolicy },
        ],
      },
    ],
  },
];
