// The public site's constants without zod, for pages that must not load it (decision 042);
// the schemas built on them are in outreach.ts.

/** SPEC 3 Forms: the contact form's topics, in order. */
export const CONTACT_TOPICS = ['account', 'billing', 'technical', 'safety', 'feedback', 'other'] as const;
/** Ours (decision 113): a barrier reported from the Accessibility statement, not a choice on /contact. */
export const BARRIER_REPORT_TOPIC = 'accessibility';
/** Every topic POST /contact takes: the form's, and the statement's. */
export const CONTACT_MESSAGE_TOPICS = [...CONTACT_TOPICS, BARRIER_REPORT_TOPIC] as const;
export type ContactTopic = (typeof CONTACT_MESSAGE_TOPICS)[number];

/** `/contact?topic=feedback` opens the form with that topic chosen. */
export const CONTACT_TOPIC_QUERY = 'topic';

/** SPEC 3 Help item: the Help Center's categories, in order. */
export const HELP_CATEGORIES = ['account', 'matches', 'privacy', 'notifications', 'subscription'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const OUTREACH_LIMITS = {
  nameMax: 100,
  messageMax: 5000,
  helpQueryMax: 100,
} as const;

/** Where a sign-up came from, so the waitlist can tell the app preview from the closing form. */
export const SUBSCRIBE_SOURCES = ['app-preview', 'closing', 'footer'] as const;
