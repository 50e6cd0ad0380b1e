// SPEC 2 Legal pages, Privacy Policy: SPEC's section titles in SPEC's order. Lists what the
// server actually stores (db/schema) and how it is shown (decisions 008, 028); nothing more.
import { AUTH } from './constants';
import type { LegalSection } from './legal';
import { ROUTES } from './routes';

export const PRIVACY_INTRO =
  'This policy explains what personal information Kindred collects, why, who sees it, and the choices you have. We do not sell your personal data.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: [
      'Information you give us:',
      {
        list: [
          'Account: your email address, your password (stored only as a secure hash), your age or date of birth, and when you accepted our terms. If you sign in with Google or Apple, the account identifier and verified email address they send us.',
          'Profile: your name, gender, location (a city), bio, occupation, education, height, interests, languages, what you are looking for, lifestyle details you choose to add, and your answers to compatibility questions.',
          'Photos you upload to your profile, and images you send in messages.',
          'Verification, if you ask for it: the selfies you take for it, the pose we asked for, and what our moderators decided. Only you and our moderators can see your selfies; they are deleted with your account.',
          'Settings: your notification, privacy and theme choices.',
          'Messages you send to your matches, reports you make, and people you block.',
          'What you send through our contact form, waitlist or newsletter sign-up.',
        ],
      },
      'Information we record when you use Kindred:',
      {
        list: [
          'Your likes, super likes and passes, your matches, and the profiles you view.',
          'Sign-in sessions: when each started and was last used, and the browser it came from; when you were last active.',
          'Notifications we create for you.',
          'Technical information such as your IP address, used to protect the service and to limit repeated sign-in attempts.',
        ],
      },
      'We turn the city you enter into map coordinates so that we can measure distances. Those coordinates never leave our servers.',
    ],
  },
  {
    id: 'how-we-use',
    title: 'How We Use',
    body: [
      'We use your information to:',
      {
        list: [
          'create and secure your account, verify your email address and send password reset links;',
          'show your profile to other members and recommend people to you, with a compatibility percentage calculated from your answers, interests, communication style and lifestyle;',
          'deliver your messages and notifications;',
          'apply your plan’s features and limits;',
          'keep Kindred safe: review reports, act on accounts that break our rules, and stop spam and abuse;',
          'answer you when you contact us.',
        ],
      },
      'We do not use your messages for advertising, and Kindred shows no advertising today.',
    ],
  },
  {
    id: 'how-we-share',
    title: 'How We Share',
    body: [
      'We do not sell your personal data, and we do not share it for cross-context behavioural advertising.',
      {
        list: [
          'Other members see your profile: your name, age, photos, bio and the other details you add. They see your location as a city and a distance rounded as your location setting decides, never your exact position. Your privacy settings also decide whether you appear in recommendations, whether others see when you were last active, and whether they see read receipts.',
          'Your matches see the messages you send them.',
          'Our safety team sees the reports you make and the content they concern.',
          'Service providers that run Kindred for us, such as hosting, email delivery and payment processing, receive only what they need to do that job and must protect it.',
          'We disclose information when the law requires it, or when it is needed to protect someone from serious harm.',
          'If Kindred is merged or sold, your information may pass to the new owner, who must keep this policy’s promises.',
        ],
      },
    ],
  },
  {
    id: 'rights-and-choices',
    title: 'Rights and Choices',
    body: [
      {
        list: [
          'Access and portability: download a copy of your data from Settings at any time.',
          'Correction: edit your profile, photos and email address whenever you like.',
          'Deletion: delete your account in Settings. Your profile, photos, matches, messages and likes are removed at once.',
          'Visibility: in Settings, hide your profile from recommendations, show your location as a city only, and turn off read receipts and activity status.',
          'Email and notifications: choose which notifications you receive in Settings.',
          'Cookies: choose which optional cookies we may use on the Cookie Policy page.',
        ],
      },
      'Depending on where you live, you may have further rights, such as to object to or restrict some uses. Ask us through the Contact page.',
      { links: [{ label: 'Open Settings', to: ROUTES.settings }] },
    ],
  },
  {
    id: 'california-privacy-rights',
    title: 'California Privacy Rights',
    body: [
      'If you live in California, the California Consumer Privacy Act gives you the right to:',
      {
        list: [
          'know what personal information we collect, use and disclose, as this policy describes;',
          'get a copy of it (the download in Settings) and have it deleted (account deletion in Settings);',
          'correct inaccurate information;',
          'opt out of the sale or sharing of your personal information. We do not sell or share it, so there is nothing to opt out of;',
          'limit the use of sensitive information. We use information such as your sexual orientation, if you add it, only to run the service;',
          'not be treated differently for using these rights.',
        ],
      },
      'You or an agent you authorise can make a request through the Contact page. We will verify it is you before we act, and answer within 45 days.',
    ],
  },
  {
    id: 'how-we-protect',
    title: 'How We Protect',
    body: [
      'We protect your information with encryption in transit, hashed passwords, and sign-in tokens that we store only in hashed form. Photos and message images are stored under unguessable addresses.',
      'We limit repeated sign-in attempts, and when you change your password we sign you out of every other session.',
      'No system is perfectly secure. If a breach affects your information, we will tell you as the law requires.',
    ],
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: [
      'Kindred is for adults only. No one under 18 may create an account, and we do not knowingly collect information from anyone under 18.',
      'If we learn that a member is under 18, we close the account and delete its information. If you believe a child is using Kindred, please report it in the Safety Center.',
    ],
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    body: [
      'Kindred is run from the United States, and your information may be stored and processed there or wherever our service providers operate.',
      'When we transfer information out of your country, we use the safeguards the law requires, such as standard contractual clauses.',
    ],
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: [
      {
        list: [
          'We keep your account and profile for as long as you have an account.',
          'When you delete your account, we delete your profile, photos, matches, messages, likes and sessions at once.',
          `A sign-in session ends after ${AUTH.sessionTtlDays} days, or after 1 day if you did not choose "Remember me", or when you log out.`,
          `Verification links expire after ${AUTH.verifyEmailTtlHours} hours and password reset links after ${AUTH.resetPasswordTtlMinutes} minutes.`,
          'We may keep information longer where the law requires it, or to deal with a safety report or a dispute.',
        ],
      },
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: [
      'Kindred keeps a small amount of information on your device: your sign-in, your theme choice and your cookie preferences. We use no advertising or analytics cookies today. Our Cookie Policy explains each one and lets you choose.',
      { links: [{ label: 'Cookie Policy', to: ROUTES.cookiePolicy }] },
    ],
  },
  {
    id: 'changes',
    title: 'Changes',
    body: [
      'We may update this policy as Kindred changes. The date at the top shows when it last changed. If a change materially affects how we use your information, we will tell you in the app or by email before it takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    body: [
      'Questions about your privacy, or a request about your data? Send us a message from the Contact page and we will reply by email.',
      {
        links: [
          { label: 'Contact us', to: ROUTES.contact },
          { label: 'Help Center', to: ROUTES.help },
        ],
      },
    ],
  },
];
