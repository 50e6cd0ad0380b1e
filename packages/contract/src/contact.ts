// Texts of the Contact page (/contact). SPEC 2 and 9 give the cards, hours and response times;
// SPEC 3 the form's topics; the rest is ours (decision 041: how live chat and phone are offered).
import type { ContactTopic } from './outreach';

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  account: 'Account',
  billing: 'Billing',
  technical: 'Technical',
  safety: 'Safety',
  feedback: 'Feedback',
  other: 'Other',
  accessibility: 'Accessibility',
};

/** SPEC 9 Support: response times, by the topic a message is about. */
export const RESPONSE_TIMES = {
  general: '1 to 2 business days',
  account: '12 to 24 hours',
  billing: '24 to 48 hours',
  safety: 'about 24 hours',
} as const;

export function responseTimeFor(topic: ContactTopic): string {
  if (topic === 'account' || topic === 'billing' || topic === 'safety') return RESPONSE_TIMES[topic];
  return RESPONSE_TIMES.general;
}

export const CONTACT_TEXTS = {
  intro: "We're here to help. Choose how you'd like to reach us.",
  backToHelp: 'Back to Help Center',
  channelsHeading: 'Ways to reach us',
  liveChatCard: {
    title: 'Live Chat',
    hours: ['Mon to Fri: 9am to 8pm EST', 'Sat: 10am to 6pm EST', 'Sun: closed'],
    note: 'Live chat opens soon. Until then, send us a message: we read every one within these hours.',
    action: 'Send a message',
  },
  emailCard: {
    title: 'Email Support',
    hours: ['24/7'],
    note: 'Typical reply within 24 hours. Write to us with the form below; we answer by email.',
    action: 'Write to us',
  },
  phoneCard: {
    title: 'Phone Support',
    hours: ['Mon to Fri: 10am to 6pm EST'],
    note: 'Prefer to talk? Leave your number and a good time in a message, and we will call you back within these hours.',
    action: 'Request a call back',
  },
  responseTimesHeading: 'Response times',
  responseTimes: [
    { label: 'General questions', value: RESPONSE_TIMES.general },
    { label: 'Account', value: RESPONSE_TIMES.account },
    { label: 'Billing', value: RESPONSE_TIMES.billing },
    { label: 'Safety', value: `${RESPONSE_TIMES.safety}, urgent reports first` },
  ],
  faqHeading: 'Frequently asked questions',
  faq: [
    {
      question: 'How do I reset my password?',
      answer:
        'On the Sign In page choose "Forgot password" and enter your email. We send a link that works for 60 minutes.',
    },
    {
      question: 'How do I cancel my subscription?',
      answer:
        'Subscriptions renew automatically and can be cancelled at any time in your account settings. Purchases are final and non-refundable except where law requires.',
    },
    {
      question: 'How do I report someone?',
      answer:
        'Open their profile or your conversation and choose Report, or use Report a Concern in the Safety Center. Our safety team reviews every report.',
    },
    {
      question: 'How do I delete my account?',
      answer:
        'Go to Settings, then Account, and choose Delete account. Your profile, matches and messages are removed.',
    },
    {
      question: 'Do you sell my personal data?',
      answer: 'No. Kindred does not sell personal data. Our Privacy Policy explains what we collect and why.',
    },
  ],
  formHeading: 'Send us a message',
  name: 'Name',
  email: 'Email',
  topic: 'Topic',
  chooseTopic: 'Choose a topic',
  message: 'Message',
  messagePlaceholder: 'How can we help?',
  required: (field: string) => `${field} is required`,
  send: 'Send Message',
  sending: 'Sending...',
  sentHeading: 'Message sent',
  sentText: (responseTime: string) => `Thank you for reaching out. We'll reply by email within ${responseTime}.`,
  /** SPEC 4 Report and contact forms. */
  sendAnother: 'Send Another Message',
  sendFailed: 'Your message could not be sent. Please try again.',
  tooManyRequests: 'You have sent several messages in a short time. Please try again later.',
  networkError: "We couldn't reach Kindred. Check your connection and try again.",
} as const;
