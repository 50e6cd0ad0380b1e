// The Accessibility statement (/accessibility, ours: decision 113). What is met, how it is
// tested, what is known not to be, and a form that reaches the team as the contact form does.
// Keep it true: a barrier fixed or found changes this file in the same change.
import type { LegalSection } from './legal';
import { ROUTES } from './routes';

export const ACCESSIBILITY_DATE = { text: 'December 1, 2026', iso: '2026-12-01' } as const;

export const ACCESSIBILITY_TEXTS = {
  lastReviewed: 'Last reviewed',
  intro:
    'Everyone deserves a fair chance at meeting someone. We build Kindred to work with a keyboard, a screen ' +
    'reader, switch access, voice control and screen magnifiers, on a phone and on a computer, in the light ' +
    'theme and the dark one.',
  reportHeading: 'Report a barrier',
  reportIntro:
    'Tell us what got in your way: the page or screen, what you tried to do, and the device and assistive ' +
    'technology you use, if you like. A person on our team reads every report and replies by email.',
  messageLabel: 'What got in your way?',
  messagePlaceholder: 'For example: on Messages, the screen reader does not announce new messages.',
} as const;

export const ACCESSIBILITY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'standard',
    title: 'What we aim for',
    body: [
      'Kindred aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, ' +
        'signed out and signed in.',
    ],
  },
  {
    id: 'what-works',
    title: 'What works today',
    body: [
      {
        list: [
          'Signing up, building a profile, liking, matching, chatting and changing settings work with a keyboard ' +
            'alone; dialogs, sheets and menus keep focus inside while open, close with Escape and give focus back ' +
            'to where you were.',
          'Buttons and links name what they do and whom they act on, such as "Like Ana" rather than "Like".',
          'Text and controls have enough contrast in both the light and the dark theme.',
          'Buttons and links on touch screens take taps across at least 44 by 44 pixels.',
          'Every swipe has a button: Pass, Super Like and Like. Photos can be reordered with Move left and ' +
            'Move right instead of dragging.',
          'If your device asks for reduced motion, cards and match celebrations do not animate.',
          'New messages, matches, errors and the reconnecting notice are announced to screen readers.',
          'Sign-in lets you paste your password or use a password manager, and passkeys work where your ' +
            'device has one.',
        ],
      },
    ],
  },
  {
    id: 'how-we-test',
    title: 'How we test',
    body: [
      'Each change to Kindred runs automated checks in a real browser before it ships: axe-core checks every ' +
        'page against the WCAG 2.2 A and AA rules as a visitor, a member and a moderator, in both themes, on a ' +
        '375 pixel phone and a 1280 pixel desktop; each page is also checked at 320 pixels wide, where nothing ' +
        'may scroll sideways. A keyboard alone signs up, completes a profile, likes, matches, chats, changes a ' +
        'setting and signs out, and every stop of the Tab key must show where it is and stay uncovered. Other ' +
        'tests check touch target sizes, focus in dialogs and menus, and the names and roles that screen ' +
        'readers hear.',
    ],
  },
  {
    id: 'known-barriers',
    title: 'Known barriers',
    body: [
      'These parts do not yet meet our aim. We are working on them.',
      {
        list: [
          'Voice notes have no written transcript.',
          'Video calls have no captions.',
          'Photos that members upload have no descriptions of their own; screen readers hear whose photo it ' +
            'is and which of how many, such as "Photos of Ana, Photo 1 of 4".',
          'We check what screen readers are given, but have not yet tried every journey with VoiceOver, ' +
            'TalkBack and NVDA themselves, nor every journey with a keyboard alone.',
        ],
      },
    ],
  },
];

/** After the report form. */
export const ACCESSIBILITY_OTHER_WAYS: LegalSection = {
  id: 'other-ways',
  title: 'Other ways to reach us',
  body: [
    'You can also write to us through the contact page, or read answers in the Help Center.',
    {
      links: [
        { label: 'Contact Us', to: ROUTES.contact },
        { label: 'Help Center', to: ROUTES.help },
      ],
    },
  ],
};
