// Texts of the Safety Center (/safety), Blocked Users (/blocked-users) and the moderation queue
// (/moderation) that SPEC leaves "not shown" (ours). The SPEC texts themselves live in safety.ts.
import { ROUTES } from './routes';
import type { ModerationSort } from './safety';

/** SPEC 2 Safety Center: the tab ids, in order (their labels are SAFETY_TEXTS.tabs). */
export const SAFETY_CENTER_TABS = ['tips', 'report', 'resources'] as const;
export type SafetyCenterTab = (typeof SAFETY_CENTER_TABS)[number];

export const SAFETY_CENTER_TEXTS = {
  intro:
    'Your safety comes first. Read our advice for dating with confidence, tell us about anything that worries you, and find help when you need it.',
  tabsLabel: 'Safety Center sections',
  tipsIntro: 'Most dates are happy ones. These habits help keep them that way.',
  tips: [
    {
      title: 'Before you meet',
      points: [
        'Keep your conversations on Kindred until you feel you know someone. Our messages let you block and report at once.',
        'Suggest a video call first. It is the quickest way to check that someone is who their photos say.',
        'Look for the verified badge, and do a little research: a name and a photo are easy to search.',
        'Never send money, gift cards or financial details to someone you have not met, whatever the story.',
      ],
    },
    {
      title: 'Meeting for the first time',
      points: [
        'Meet in a busy public place, such as a cafe or restaurant, and stay there for the first date.',
        'Tell a friend or family member where you are going, who with, and when you expect to be home.',
        'Arrange your own way there and back, and keep your phone charged.',
        'Keep an eye on your drink and know your limits. Leave whenever you want to; you owe no one an explanation.',
      ],
    },
    {
      title: 'Protect your information',
      points: [
        'Hold back your home address, workplace and daily routine until trust is earned.',
        'Be wary of anyone who pushes to move the chat elsewhere quickly, or who asks for photos you do not want to send.',
        'Use a strong password for your account and never share your sign-in details.',
      ],
    },
    {
      title: 'Trust your instincts',
      points: [
        'If something feels wrong, it is fine to end the conversation or the date.',
        'Block anyone who makes you uncomfortable, and report behaviour that breaks our Community Guidelines. Reports are confidential.',
        'If you are in danger, call your local emergency number first.',
      ],
    },
  ],
  reportIntro:
    'Tell us about a member or a situation that worried you. Our safety team reviews every report, and the person you report is never told who reported them.',
  descriptionPlaceholder: 'What happened, and when? Include anything that helps us understand.',
  subjectHint: 'Their name as shown on Kindred, or their member ID, if you know it.',
  reportFailed: 'Your report could not be sent. Please try again.',
  reportFollowUp:
    'We usually review reports within about 24 hours. If you are in danger, call your local emergency number first.',
  signInToReport: 'Sign in to report a concern, so that our safety team can follow up with you.',
  signIn: 'Sign In',
  resourcesIntro:
    'If you or someone else is in immediate danger, call your local emergency number now. These services are free and confidential (United States).',
  resources: [
    { name: 'Emergency services', detail: 'Police, fire and ambulance', contact: 'Call 911', href: 'tel:911' },
    {
      name: 'National Domestic Violence Hotline',
      detail: 'Support for anyone affected by abuse in a relationship, 24/7',
      contact: 'Call 1-800-799-7233',
      href: 'tel:18007997233',
    },
    {
      name: 'RAINN National Sexual Assault Hotline',
      detail: 'Confidential support after sexual violence, 24/7',
      contact: 'Call 1-800-656-4673',
      href: 'tel:18006564673',
    },
    {
      name: '988 Suicide & Crisis Lifeline',
      detail: 'Talk to someone when you are struggling, 24/7',
      contact: 'Call or text 988',
      href: 'tel:988',
    },
    {
      name: 'Crisis Text Line',
      detail: 'Text with a trained crisis counselor, 24/7',
      contact: 'Text HOME to 741741',
      href: 'sms:741741?body=HOME',
    },
  ],
  moreHeading: 'More ways to stay safe',
  links: [
    // SPEC's "emergency contacts" link, to /settings as SPEC 2 has it: their section of Settings
    // (decision 102; until it was built, only "Privacy settings", decision 068).
    {
      label: 'Emergency contacts',
      description: 'Who we e-mail when you share a date or miss a check-in',
      to: ROUTES.emergencyContacts,
    },
    { label: 'Privacy settings', description: 'Choose who sees your profile and your activity', to: ROUTES.settings },
    { label: 'Get verified', description: 'A selfie checked by a person', to: ROUTES.getVerified },
    { label: 'Blocked users', description: 'Review and manage who you have blocked', to: ROUTES.blockedUsers },
    { label: 'Help Center', description: 'Answers to common questions', to: ROUTES.help },
    { label: 'Community Guidelines', description: 'What we expect of every member', to: ROUTES.community },
    { label: 'Terms of Service', description: 'The rules of using Kindred', to: ROUTES.terms },
    { label: 'Privacy Policy', description: 'How we protect your data', to: ROUTES.privacy },
  ],
  moderationLink: 'Open the moderation queue',
} as const;

export const BLOCKED_USERS_PAGE_TEXTS = {
  intro: 'People you block cannot see your profile, message you or match with you, and you will not see them.',
  emptyHint: 'When you block someone, they appear here. You can unblock them at any time.',
  loadFailed: 'Your blocked users could not be loaded. Please try again.',
  unblockMember: (name: string) => `Unblock ${name}`,
  unblockTitle: (name: string) => `Unblock ${name}?`,
  unblockBody: (name: string) =>
    `${name} will be able to see your profile and find you in recommendations again. Your match will not come back.`,
  cancel: 'Cancel',
  unblockFailed: 'This member could not be unblocked. Please try again.',
  unblocked: (name: string) => `${name} was unblocked`,
  reason: 'Reason',
  safetyLink: 'Visit the Safety Center',
} as const;

export const MODERATION_PAGE_TEXTS = {
  intro:
    'Open reports, the most-reported members first unless you choose another order. Resolve each one: dismiss it, warn the member, or suspend their account.',
  count: (n: number) => (n === 1 ? '1 open report' : `${n} open reports`),
  sortLabel: 'Order',
  sorts: {
    'most-reported': 'Most reported first',
    newest: 'Newest first',
    oldest: 'Oldest first',
  } satisfies Record<ModerationSort, string>,
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  loadMore: 'Load more reports',
  loadingMore: 'Loading more reports...',
  loadMoreFailed: 'More reports could not be loaded. Please try again.',
  reporters: 'Members reporting',
  emptyHint: 'New reports appear here as members send them.',
  loadFailed: 'The moderation queue could not be loaded. Please try again.',
  actionFailed: 'This report could not be resolved. Please try again.',
  reason: 'Reason',
  details: 'Details',
  noDetails: 'No details given',
  source: 'Source',
  sources: {
    match: 'Match profile',
    conversation: 'Conversation',
    recommendation: 'Recommendations',
    safety: 'Safety Center form',
    screening: 'Copy-paste openers held by screening',
    message: 'A message in a conversation',
  } as Readonly<Record<string, string>>,
  received: 'Received',
  reportedBy: (name: string) => `Reported by ${name}`,
  unnamedReporter: 'a member',
  typedSubject: 'What the reporter typed',
  nothingTyped: 'The reporter did not name anyone.',
  photosOf: (name: string) => `Photos of ${name}`,
  photo: (index: number, name: string) => `Photo ${index} of ${name}`,
  noPhotos: 'No photos',
  noBio: 'No bio',
  age: 'Age',
  location: 'Location',
  bio: 'Bio',
  openReports: 'Open reports',
  accountStatus: 'Account',
  memberStatus: { active: 'Active', suspended: 'Suspended' },
  /** Decision 083: several members reported them within a day. Dismiss or Warn shows them again. */
  quarantined: 'Hidden from new people until you decide',
  actionsFor: (reason: string) => `Actions for the report: ${reason}`,
  warnNeedsMember: 'Warn and Suspend need a named member.',
  suspendTitle: (name: string) => `Suspend ${name}?`,
  suspendBody: (name: string) =>
    `${name} will be signed out everywhere, will not be able to sign in, and will disappear from every member's lists. Their other open reports close with this one.`,
  cancel: 'Cancel',
  resolvedAs: (outcome: string, reason: string) => `${outcome}: ${reason}`,
  alreadyResolved: 'Someone else resolved this report first.',
} as const;
