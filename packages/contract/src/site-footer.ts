// SPEC 2 Footer and SPEC 4 newsletter: texts of the footer every public page shows (the landing
// page's sign-up forms share the e-mail form texts).

/** SPEC 4 Waitlist and newsletter forms: the three sign-up forms of the public pages. */
export const SUBSCRIBE_FORM_TEXTS = {
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  waitlistSubmit: 'Join the Waitlist',
  waitlistSubmitting: 'Joining...',
  waitlistThanks: "You're on the list! We'll email you as soon as the app is ready.",
  closingSubmitting: 'Joining...',
  closingThanks: 'Thanks for joining! Look out for dating tips and Kindred news in your inbox.',
  closingRegister: 'Or create your free profile now',
  footerHeading: 'Stay in the loop',
  footerText: 'Dating advice, success stories and event invitations, once a month.',
  footerSubmit: 'Subscribe',
  footerSubmitting: 'Subscribing...',
  footerThanks: 'Thanks for subscribing!',
  dismiss: 'Dismiss',
  tooManyRequests: 'Too many sign-ups from here just now. Please try again later.',
  networkError: "We couldn't reach Kindred. Check your connection and try again.",
  failed: 'Something went wrong. Please try again.',
} as const;

/** SPEC 2 Footer: the entries that have no page yet, shown as plain text (not links). */
export const FOOTER_TEXTS = {
  companyHeading: 'Company',
  supportHeading: 'Support and legal',
  // Accessibility has its page now (decision 113): it is among the links.
  comingSoonItems: ['About', 'Careers', 'Blog', 'Press', 'Beta Program', 'Partners'],
  comingSoonNote: 'These pages are coming soon.',
  socialNote: 'Kindred on social media: coming soon.',
} as const;
