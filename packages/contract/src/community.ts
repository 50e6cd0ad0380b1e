// SPEC 2 Community Guidelines (/community): SPEC's seven sections in SPEC's order, its date and
// its links; the guideline wording is ours. Also the verification explainer (/verification).
import { LIMITS } from './constants';
import type { LegalSection } from './legal';
import { ROUTES } from './routes';

/** SPEC 2: "Last updated May 1, 2025". */
export const COMMUNITY_DATE = { text: 'May 1, 2025', iso: '2025-05-01' } as const;

/** SPEC 2: "Guidelines advise 4 to 6 photos" (6 is also the upload limit). */
export const ADVISED_PHOTOS = { min: 4, max: LIMITS.maxPhotos } as const;

export const COMMUNITY_TEXTS = {
  intro:
    'Kindred is a place for adults looking for something real. These guidelines describe how we expect every member to behave, so that everyone can date with confidence. Breaking them can lead to a warning, a suspension or removal from Kindred.',
  lastUpdated: 'Last updated',
  linksHeading: 'Learn more',
} as const;

/** SPEC 2: "Links to /terms, /privacy, /verification, /safety, /contact, /help". */
export const COMMUNITY_LINKS = [
  { label: 'Terms of Service', description: 'The rules of using Kindred', to: ROUTES.terms },
  { label: 'Privacy Policy', description: 'How we protect your data', to: ROUTES.privacy },
  { label: 'Get verified', description: 'Verify your email address', to: ROUTES.verification },
  { label: 'Safety Center', description: 'Dating safety tips and reporting', to: ROUTES.safety },
  { label: 'Contact us', description: 'Questions for our team', to: ROUTES.contact },
  { label: 'Help Center', description: 'Answers to common questions', to: ROUTES.help },
] as const;

export const COMMUNITY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'respect-and-inclusivity',
    title: 'Respect & Inclusivity',
    body: [
      'Everyone is welcome on Kindred, whatever their race, ethnicity, religion, disability, gender identity, sexual orientation, age or body. Treat every member as you would like to be treated.',
      {
        list: [
          'No hate speech, slurs or stereotypes, in your profile or in messages.',
          'Having preferences is fine; putting other people down for who they are is not.',
          'A pass is an answer. Accept it gracefully, and do not try to contact someone who has unmatched or blocked you.',
        ],
      },
    ],
  },
  {
    id: 'authenticity-and-honesty',
    title: 'Authenticity & Honesty',
    body: [
      'Real connections start with real people.',
      {
        list: [
          'Use your real first name and your real age. You must be 18 or over.',
          'Post recent photos of yourself, and describe yourself honestly.',
          'Be open about what you are looking for, and about your relationship status.',
          'One account per person. Do not pretend to be someone else, and do not run an account for anyone else.',
          'Verify your email address, so that members see the verified badge on your profile.',
        ],
      },
    ],
  },
  {
    id: 'safety-and-privacy',
    title: 'Safety & Privacy',
    body: [
      'Protect yourself and respect other people’s privacy.',
      {
        list: [
          'Keep your home address, workplace and financial details to yourself until you have built trust.',
          'Never share another member’s messages, photos or personal details outside Kindred without their permission.',
          'Meet in a busy public place for the first dates, and tell a friend where you are going.',
          'Never ask a member for money, and never send money to someone you have not met.',
        ],
      },
      'Our Safety Center has more advice for meeting in person.',
    ],
  },
  {
    id: 'respectful-communication',
    title: 'Respectful Communication',
    body: [
      {
        list: [
          'Be kind and polite, in your first message and your last.',
          'Consent matters in conversation too: do not send sexual messages or images that were not asked for.',
          'If someone does not reply or says no, leave it there. Repeated messages after a clear no are harassment.',
          'No threats, insults or pressure, and no spam, links to other sites or sales pitches.',
        ],
      },
    ],
  },
  {
    id: 'photo-guidelines',
    title: 'Photo Guidelines',
    body: [
      `Photos are the first thing members see. We advise ${ADVISED_PHOTOS.min} to ${ADVISED_PHOTOS.max} photos: enough to show who you are and what you enjoy.`,
      {
        list: [
          'Your first photo should show your face clearly, on its own, without sunglasses.',
          'Use recent photos, taken in the last year or two.',
          'Only post photos of yourself that you have the right to share. Blur or crop out anyone else, and never post photos of children who are not you.',
          'No nudity, sexually explicit or suggestive poses, violence or weapons.',
          'No photos that are mostly text, contact details, logos or advertising.',
        ],
      },
      'We may remove photos that break these guidelines.',
    ],
  },
  {
    id: 'reporting-and-moderation',
    title: 'Reporting & Moderation',
    body: [
      'Help us keep Kindred safe. If a member breaks these guidelines, report them from their profile, from your conversation with them, or in the Safety Center. You can also block them, so that they can no longer see you or message you.',
      'Reports are confidential: the person you report is never told who reported them. Our safety team reviews every report, usually within about 24 hours, and may warn the member, remove content, or suspend or remove the account.',
      'Please report honestly. Knowingly false reports are themselves a breach of these guidelines.',
    ],
  },
  {
    id: 'prohibited-activities',
    title: 'Prohibited Activities',
    body: [
      'These lead to removal from Kindred, and where appropriate we tell the police:',
      {
        list: [
          'any use of Kindred by, or involving, anyone under 18;',
          'using Kindred if you have been convicted of a felony or a sex crime, or are a registered sex offender;',
          'scams, fraud, or asking for money, gifts or financial details;',
          'prostitution, escort services or any paid companionship;',
          'selling or promoting drugs, weapons or other illegal goods or services;',
          'harassment, stalking, threats or violence, on Kindred or off it;',
          'sharing intimate images of anyone without their consent;',
          'fake or impersonating accounts, and bots or automated tools;',
          'advertising or recruiting members for other businesses.',
        ],
      },
    ],
  },
];

/** /verification without a token: what verification means in Kindred, as built (decision 040). */
export const VERIFICATION_GUIDE = {
  heading: 'What verification means on Kindred',
  points: [
    'Verifying your email address confirms that it is yours, so that we can reach you and you can always reset your password.',
    'The verified badge means more: you took a selfie in a pose we asked for, and a person on our team checked that it matches your profile photos. Members can choose to see only verified people in Discover.',
    'Only you and our moderators ever see your selfie. If you replace all of your photos, your badge goes until a new selfie is approved.',
    'The badge confirms that the photos show the person who took the selfie, not who they are. Stay careful, and follow our safety tips when you meet.',
  ],
  settingsHint:
    'You can see whether your email address is verified in Settings, and get the verified badge with a selfie.',
  settingsLink: 'Open Settings',
  getVerifiedLink: 'Get verified',
  safetyLink: 'Safety Center',
} as const;
