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
} as const;

/** Decided: the body of screens that a later issue completes. */
export const COMING_SOON = {
  heading: 'Coming soon',
  body: "We're putting the finishing touches on this page. Check back shortly.",
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
      text: 'Every member confirms their email and photos are checked, so the person you meet is who they say.',
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
} as const;

/** SPEC 2 Auth pages. */
export const AUTH_LAYOUT = {
  backHome: 'Kindred home',
  terms: 'Terms',
  privacy: 'Privacy',
  help: 'Help',
} as const;

/** SPEC 2 /login. */
export const LOGIN_TEXTS = {
  title: 'Welcome Back',
  subtitle: 'Sign in to continue your journey',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
  orContinueWith: 'Or continue with',
  google: 'Google',
  apple: 'Apple',
  accountCreated: 'Account created. Please sign in.',
  verificationSent: 'We sent a verification email to your address.',
} as const;

/** SPEC 2 /register. */
export const REGISTER_TEXTS = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  back: 'Back',
  next: 'Next',
  createAccount: 'Create Account',
  creatingAccount: 'Creating Account...',
  haveAccount: 'Already have an account?',
  signIn: 'Sign In',
  orSignUpWith: 'Or sign up with',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  name: 'Name',
  birthdate: 'Birth Date',
  gender: 'Gender',
  genderPlaceholder: 'Select gender',
  genderLabels: { male: 'Male', female: 'Female', other: 'Other' },
  location: 'Location',
  locationPlaceholder: 'City, State',
  locationNoResults: 'No matching places',
  bio: 'Bio',
  bioPlaceholder: 'Tell others a little about yourself',
  interests: 'Interests',
  languages: 'Languages',
  photos: 'Photos',
  photosHint: 'Add up to 6 photos. The first photo is your main photo.',
  addPhotos: 'Add Photos',
  mainPhoto: 'Main',
  removePhoto: (index: number) => `Remove photo ${index}`,
  processingPhotos: 'Preparing photos...',
  lookingFor: 'Looking for',
  showMe: 'Show me',
  ageRange: 'Age range',
  minimumAge: 'Minimum age',
  maximumAge: 'Maximum age',
  maxDistance: 'Maximum distance',
  miles: (miles: number) => `${miles} miles`,
  termsPrefix: 'I agree to the',
  termsLink: 'Terms of Service',
  termsAnd: 'and',
  privacyLink: 'Privacy Policy',
} as const;

/** Decided: forgot/reset password and e-mail verification screens. */
export const ACCOUNT_RECOVERY_TEXTS = {
  forgotIntro: "Enter the email address you signed up with and we'll send you a link to reset your password.",
  sendResetLink: 'Send Reset Link',
  sending: 'Sending...',
  backToSignIn: 'Back to Sign In',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  resetSubmit: 'Reset Password',
  resetting: 'Resetting...',
  resetMissingToken: 'This reset link is incomplete. Please request a new one.',
  requestNewLink: 'Request a new link',
  verifying: 'Verifying your email...',
  verificationIntro:
    'We send a verification link to the email address you register with. Open it to verify your account; the link is valid for 48 hours.',
  resendVerification: 'Resend verification email',
  resending: 'Sending...',
  signInToResend: 'Sign in to request a new verification email.',
  goToMatches: 'Go to Matches',
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

/** Decided: the dev outbox viewer (mail sent without SMTP outside production). */
export const DEV_OUTBOX_TEXTS = {
  intro: 'Mail the server would have sent. Shown only outside production.',
  empty: 'No mail yet.',
  unavailable: 'The dev outbox is not available on this server.',
  to: 'To',
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
