// SPEC 2: screen titles, labels and fixed texts of the web app, written once.
// Texts the spec leaves "not shown" are ours (marked "decided").

/** Page headings (h1) by screen. */
export const SCREEN_TITLES = {
  home: 'Elevate Your Love Life',
  login: 'Welcome Back',
  register: 'Create Your Account',
  matches: 'Your Matches',
  forYou: 'For You',
  matchDetail: 'Match Profile',
  profile: 'Profile',
  messages: 'Messages',
  conversation: 'Conversation',
  subscription: 'Premium Plans',
  settings: 'Settings',
  blockedUsers: 'Blocked Users',
  datePlanner: 'Date Planner',
  icebreakers: 'Icebreakers',
  discover: 'Discover',
  notifications: 'Notifications',
  onboarding: 'Welcome to Kindred',
  safety: 'Safety Center',
  contact: 'Contact Us',
  community: 'Community Guidelines',
  help: 'Help Center',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  cookiePolicy: 'Cookie Policy',
  verification: 'Verify Your Email',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  devOutbox: 'Dev Outbox',
  notFound: 'Page Not Found',
  /** Ours (decision 113). */
  accessibility: 'Accessibility',
} as const;

/** SPEC 2 Top navigation bar. */
export const TOP_NAV = {
  brand: 'Kindred',
  features: 'Features',
  howItWorks: 'How It Works',
  successStories: 'Success Stories',
  pricing: 'Pricing',
  support: 'Support',
  signIn: 'Sign In',
  signUpFree: 'Sign Up Free',
  discover: 'Discover',
  matches: 'Matches',
  messages: 'Messages',
  profile: 'Profile',
  subscription: 'Premium',
  newBadge: 'New',
  help: 'Help',
  logOut: 'Log Out',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
} as const;

/** SPEC 2 Logged-in layout: bottom navigation. */
export const BOTTOM_NAV = {
  forYou: 'For You',
  matches: 'Matches',
  messages: 'Messages',
  profile: 'Profile',
  logout: 'Log Out',
  logoutMenu: 'Account menu',
} as const;

/**
 * The member header (decided, decision 050): the main sections inline on wide screens, and a
 * menu at every width with the account's pages and Log Out.
 */
export const MEMBER_MENU = {
  /** The button at the top right that opens the menu. */
  button: 'Menu',
  label: 'Account and more',
  /** The wide screens' navigation in the header: For You, Discover, Matches, Messages. */
  mainLabel: 'Main',
  settings: 'Settings',
  safety: 'Safety',
  /** /messages on a wide screen, before a conversation is chosen. */
  pickConversation: 'Choose a conversation',
  pickConversationDetail: 'Your chat opens here, beside the list.',
} as const;

/** SPEC 2 Landing page and footer. */
export const LANDING = {
  heroHeadline: 'Elevate Your Love Life',
  heroSubtitle:
    'AI-driven, value-based matching for professionals who want a real relationship. Verified profiles, safe conversations, meaningful dates.',
  startJourney: 'Start Your Journey',
  howItWorks: 'How It Works',
  featuresHeading: 'Why Kindred works',
  features: [
    {
      title: 'Verified Profiles',
      text: 'Every member confirms their email, and a profile that seems fake is one tap away from our moderators.',
    },
    {
      title: 'Value-Based Matching',
      text: 'We compare what matters to you across over 100 compatibility dimensions, not just looks.',
    },
    {
      title: 'Safe Communication',
      text: 'Chat inside Kindred until you are ready. Block and report take effect at once.',
    },
    { title: 'Community Events', text: 'Meet members at relaxed local events, from coffee tastings to hiking days.' },
  ],
  howItWorksHeading: 'How It Works',
  steps: [
    { title: 'Complete Your Profile', text: 'Add photos, your values and what you are looking for.' },
    {
      title: 'Discover Compatible Matches',
      text: 'See people who share your values, with a compatibility score you can understand.',
    },
    { title: 'Meaningful Communication', text: 'Start with thoughtful icebreakers and get to know each other.' },
    { title: 'Real-World Connection', text: 'Plan a date with our date planner and meet with confidence.' },
  ],
  pricingHeading: 'Plans for every stage',
  pricingText: 'Start free. Upgrade when you want more Super Likes and boosts.',
  perMonth: '/month',
  free: 'Free',
  testimonialsHeading: 'Success Stories',
  shareStory: 'Share your success story',
  matchRate: 'match rate',
  appPreviewHeading: 'Kindred in your pocket',
  appPreviewText: 'Our mobile app is coming soon. Discover, connect and meet, wherever you are.',
  appPreviewScreens: ['Discover', 'Connect', 'Meet'],
  appStoreSoon: 'App Store: coming soon',
  playStoreSoon: 'Google Play: coming soon',
  ctaHeading: 'Ready to meet someone who shares your values?',
  ctaText: 'Join free today. It takes about five minutes to create your profile.',
  joinFree: 'Join Free',
  statMatches: 'matches',
  statMarriages: 'marriages',
  statOnline: 'online now',
  statMembers: 'members',
  footerTagline: 'Meaningful connections, built on shared values.',
  footerRights: 'All rights reserved.',
} as const;

export const FOOTER_LINKS = {
  help: 'Help Center',
  safety: 'Safety',
  contact: 'Contact',
  community: 'Community Guidelines',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  cookiePolicy: 'Cookie Policy',
  /** Ours (decision 113): SPEC's footer lists it with the pages that point nowhere. */
  accessibility: 'Accessibility',
} as const;

/** SPEC 2 Auth pages. */
export const AUTH_LAYOUT = {
  backHome: 'Kindred home',
  terms: 'Terms',
  privacy: 'Privacy',
  help: 'Help',
} as const;

/** SPEC 2 Not-found page. */
export const NOT_FOUND_TEXTS = {
  title: 'Page Not Found',
  message: "It seems the connection we were looking for doesn't exist",
  returnHome: 'Return Home',
  matches: 'Matches',
  goBack: 'Go Back',
  help: 'Help Center',
  settings: 'Settings',
  messages: 'Messages',
  datePlanner: 'Date Planner',
} as const;

export const COMMON_TEXTS = {
  loading: 'Loading...',
  skipToContent: 'Skip to content',
  errorTitle: 'Something went wrong',
  errorBody: 'This page could not be loaded. Please check your connection and try again.',
  reload: 'Reload',
  backToMessages: 'Back to Messages',
  startMatching: 'Start Matching',
  close: 'Close',
} as const;
