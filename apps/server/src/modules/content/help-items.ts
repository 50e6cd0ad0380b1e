import type { HelpCategory } from '@kindred/contract/outreach';
import { PLANS, type Plan } from '@kindred/contract/plans';
import { LIMITS } from '@kindred/contract/constants';

// The Help Center's answers, about this app as built (SPEC 1 and 9; docs/decisions 005, 006,
// 013, 015, 020, 023, 028). help-items.repo.ts copies them into `help_items` at start-up: edit
// here and deploy. Ids are permanent (the web may link to one); order here is the page's order.

export interface HelpItemSource {
  id: string;
  categoryId: HelpCategory;
  question: string;
  answer: string;
}

const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

function planLine(plan: Plan): string {
  if (plan.price === 0) return `${plan.name} is free: ${plan.description}.`;
  const yearly = plan.billingOptions.find((option) => option.months === 12);
  const price = yearly
    ? `${dollars(plan.price)} a month, or ${dollars(yearly.pricePerMonth)} a month billed ${dollars(yearly.totalPrice)} a year`
    : `${dollars(plan.price)} a month`;
  return `${plan.name} is ${price}: unlimited likes and ${plan.description.charAt(0).toLowerCase()}${plan.description.slice(1)}.`;
}

const basic = PLANS[0]!;
const gold = PLANS.find((plan) => plan.id === 'gold')!;
const likesPerDay = basic.limits.likesPerDay ?? 10;
const goldSuperLikes = gold.limits.superLikesPerWeek ?? 5;

const account: HelpItemSource[] = [
  {
    id: 'account-create',
    categoryId: 'account',
    question: 'How do I create an account?',
    answer: `Choose Sign up and follow the five steps: your email and a password of at least ${LIMITS.passwordMin} characters, your name, birth date and city, a short bio and your interests, up to ${LIMITS.maxPhotos} photos, and who you would like to meet. You must be 18 or older. Afterwards Kindred walks you through finishing your profile; other members see you once it is complete.`,
  },
  {
    id: 'account-verify-email',
    categoryId: 'account',
    question: 'How do I verify my email address?',
    answer:
      'We email you a verification link when you sign up. Open it within 48 hours to verify your account. If it has expired or never arrived, sign in and choose "Resend verification email" on the Verify Your Email page, and check your spam folder.',
  },
  {
    id: 'account-forgot-password',
    categoryId: 'account',
    question: 'I forgot my password. How do I get back in?',
    answer:
      'On the sign-in page choose "Forgot password?" and enter your email address. If an account exists for it, we send a link to choose a new password. The link works once and expires after 60 minutes. Resetting your password signs you out on every device.',
  },
  {
    id: 'account-change-email-password',
    categoryId: 'account',
    question: 'How do I change my email address or password?',
    answer:
      'Go to Settings, Account. Both changes ask for your current password. A new email address has to be verified again, and we send a notice to your old address so you would know if someone else changed it. Changing your password signs you out everywhere except the device you are using.',
  },
  {
    id: 'account-signed-out',
    categoryId: 'account',
    question: 'Why was I signed out?',
    answer:
      'With "Remember me" ticked you stay signed in for 30 days; without it, for a day. You are also signed out when your password is reset or changed on another device. After several wrong passwords in a row, sign-in pauses for a few minutes to protect your account: wait a moment and try again, or reset your password.',
  },
  {
    id: 'account-delete',
    categoryId: 'account',
    question: 'How do I delete my account?',
    answer:
      'Go to Settings, Account and choose Delete Account. Type DELETE and enter your password to confirm. This permanently deletes your profile, photos, matches and messages straight away, and it cannot be undone. If you only want a break, set your profile visibility to Hidden instead.',
  },
];

const matches: HelpItemSource[] = [
  {
    id: 'matches-how-matching-works',
    categoryId: 'matches',
    question: 'How does matching work?',
    answer:
      'Like, Super Like or pass on the people in For You and Discover. When someone you liked likes you back, you match: you both get a notification and can start messaging. Nobody learns that you passed on them.',
  },
  {
    id: 'matches-compatibility',
    categoryId: 'matches',
    question: 'What does the compatibility percentage mean?',
    answer:
      'It blends four scores: values (how your answers to the compatibility questions fit each other, 40%), lifestyle (what you are looking for, smoking, drinking, age and distance, 25%), shared interests (20%) and communication (15%). Anything we do not know yet counts as neutral. Answer more questions under Compatibility questions on your profile to make it sharper. Marking an answer Mandatory makes it a dealbreaker: people whose answer you do not accept are never recommended to you.',
  },
  {
    id: 'matches-likes-limit',
    categoryId: 'matches',
    question: 'How many likes can I send?',
    answer: `On the free Basic plan you can send ${likesPerDay} likes in any 24 hours; the count frees up as each like turns a day old. Gold, Platinum and Diamond have unlimited likes. Passing is always free and unlimited, and liking the same person twice never uses a second like.`,
  },
  {
    id: 'matches-super-likes',
    categoryId: 'matches',
    question: 'What is a Super Like?',
    answer: `A Super Like tells someone you are especially interested: they are notified that you super liked their profile, and a Super Like returned with a like is a match like any other. Super Likes come with a plan: Gold includes ${goldSuperLikes} in any 7 days, and Platinum and Diamond include unlimited Super Likes. They are not part of the free Basic plan.`,
  },
  {
    id: 'matches-unmatch',
    categoryId: 'matches',
    question: 'How do I unmatch someone?',
    answer:
      'Open the match and choose Unmatch. The conversation closes for both of you, neither of you can send another message, and you will not be recommended to each other again. Unmatching cannot be undone. You can still report someone after unmatching them.',
  },
  {
    id: 'matches-block-report',
    categoryId: 'matches',
    question: 'How do I block or report someone?',
    answer:
      'Use Block or Report on their profile, your match or your conversation, or the Report a Concern form in the Safety Center. Blocking ends any match and hides the two of you from each other everywhere; you can unblock in Settings under Blocked users, but that does not bring the match back. Reports go to our moderation team, who can warn or suspend the member. We never tell anyone who reported them.',
  },
];

const privacy: HelpItemSource[] = [
  {
    id: 'privacy-profile-visibility',
    categoryId: 'privacy',
    question: 'Who can see my profile?',
    answer:
      'You choose in Settings, Privacy, under Profile visibility. Everyone: members who fit your preferences can find you in recommendations and Discover. Only matches: only the people you have already matched with can see your profile. Hidden: nobody new can find you. Blocked members never see you, whatever you choose.',
  },
  {
    id: 'privacy-location',
    categoryId: 'privacy',
    question: 'How much of my location do others see?',
    answer:
      'Never your exact address or coordinates. Distances are measured to a point a few miles from you, so nobody can pinpoint you. With Location sharing set to City only (the default) others see your city and a distance rounded to 5 miles; with Exact location, whole miles; with Hidden, neither your city nor a distance. Change it in Settings, Privacy.',
  },
  {
    id: 'privacy-read-receipts',
    categoryId: 'privacy',
    question: 'What are read receipts?',
    answer:
      'With read receipts on, your matches can see when you have read their messages (a double tick). Receipts only show when both of you have them on, so if you turn yours off you will not see theirs either. Change it in Settings, Privacy.',
  },
  {
    id: 'privacy-activity-status',
    categoryId: 'privacy',
    question: 'Can I hide when I am online?',
    answer:
      'Yes. Turn Activity status off in Settings, Privacy, and other members no longer see when you are online or when you were last active.',
  },
  {
    id: 'privacy-data-export',
    categoryId: 'privacy',
    question: 'How do I get a copy of my data?',
    answer:
      'Go to Settings, Account and choose "Download my data". You get a JSON file with everything Kindred stores about you: your account, profile, settings, photos, answers, likes, matches, messages, notifications, blocks and reports.',
  },
  {
    id: 'privacy-what-others-see',
    categoryId: 'privacy',
    question: 'Does Kindred share my email address or sell my data?',
    answer:
      'No. Other members never see your email address, and Kindred does not sell personal data. Members see what you put on your profile: your name, age, photos, bio, interests and answers, with your location and activity shown as your privacy settings allow. The Privacy Policy explains the rest.',
  },
];

const notifications: HelpItemSource[] = [
  {
    id: 'notifications-what',
    categoryId: 'notifications',
    question: 'What does Kindred notify me about?',
    answer:
      'New matches, new messages, match activity (likes, Super Likes and profile views) and, if you want them, app updates about new features and events. You will find them all on the Notifications page.',
  },
  {
    id: 'notifications-settings',
    categoryId: 'notifications',
    question: 'How do I choose which notifications I get?',
    answer:
      'Go to Settings, Notifications and switch each kind on or off: New Matches, New Messages, Match Activity and App Updates. Everything except App Updates starts switched on. Your choices are saved to your account, so they follow you to every device.',
  },
  {
    id: 'notifications-read-clear',
    categoryId: 'notifications',
    question: 'How do I mark notifications as read or clear them?',
    answer:
      'On the Notifications page, open a notification to mark it read, or choose Mark all read. Use the Unread filter to see only new ones. Clear All empties the list after you confirm; it cannot be undone.',
  },
  {
    id: 'notifications-emails',
    categoryId: 'notifications',
    question: 'Which emails does Kindred send me?',
    answer:
      'Only emails about your account: the link to verify your address, password reset links you ask for, and a notice when your email address is changed. If you joined the newsletter or the waitlist on our website, we also write to you about those.',
  },
  {
    id: 'notifications-live-updates',
    categoryId: 'notifications',
    question: 'Why do new messages not appear straight away?',
    answer:
      'Messages and matches arrive live while Kindred is open. If your connection drops you will see "We\'re reconnecting…": nothing is lost, and everything that arrived in the meantime appears once the connection is back. If it keeps happening, check your network or reload the page.',
  },
];

const subscription: HelpItemSource[] = [
  {
    id: 'subscription-plans',
    categoryId: 'subscription',
    question: 'What plans are there and what do they cost?',
    answer: `${PLANS.map(planLine).join(' ')} Prices are in US dollars. A boost moves your profile up in other members' recommendations for a while.`,
  },
  {
    id: 'subscription-free',
    categoryId: 'subscription',
    question: 'What can I do without paying?',
    answer: `A lot: build your profile, get recommendations, browse Discover, send ${likesPerDay} likes a day, pass as often as you like, match, message your matches without limits, and use every privacy and safety tool. Plans add unlimited likes, Super Likes and boosts.`,
  },
  {
    id: 'subscription-upgrade',
    categoryId: 'subscription',
    question: 'How do I upgrade?',
    answer:
      'Open Premium Plans from the menu, choose Gold, Platinum or Diamond, and pick monthly billing or a yearly plan, which costs less per month.',
  },
  {
    id: 'subscription-renewal',
    categoryId: 'subscription',
    question: 'Does my subscription renew automatically?',
    answer:
      'Yes. Subscriptions renew automatically at the end of each billing period, monthly or yearly as you chose, until you cancel.',
  },
  {
    id: 'subscription-cancel',
    categoryId: 'subscription',
    question: 'How do I cancel my subscription?',
    answer:
      'You can cancel at any time in your account settings. Cancelling stops the next renewal, so you are not charged again.',
  },
  {
    id: 'subscription-refunds',
    categoryId: 'subscription',
    question: 'Can I get a refund?',
    answer:
      'Purchases are final and non-refundable, except where the law requires a refund. If you think you were charged by mistake, send us a message with the topic Billing on the Contact page; we answer billing questions within 24 to 48 hours.',
  },
];

export const HELP_ITEMS: readonly HelpItemSource[] = [
  ...account,
  ...matches,
  ...privacy,
  ...notifications,
  ...subscription,
];
