// The floating AI Dating Assistant on the landing page (SPEC 2 Landing). Its conversation
// starters and date ideas come from the app's catalogues (icebreakers.ts, date-ideas.ts); the
// rest is written here. The compatibility text follows the real engine (decision 013).

export const ASSISTANT_PANELS = ['starters', 'dateIdeas', 'profile', 'compatibility'] as const;
export type AssistantPanel = (typeof ASSISTANT_PANELS)[number];

export const ASSISTANT_TEXTS = {
  open: 'Open the AI Dating Assistant',
  close: 'Close the AI Dating Assistant',
  title: 'AI Dating Assistant',
  intro: 'How can I help you today?',
  back: 'Back to all topics',
  /** SPEC 2: the four panels, in order. */
  panels: {
    starters: 'Conversation Starters',
    dateIdeas: 'Date Ideas',
    profile: 'Profile Enhancement',
    compatibility: 'Compatibility Insights',
  } satisfies Record<AssistantPanel, string>,
  startersIntro: 'Open with a question that invites a story:',
  moreStarters: 'Show other starters',
  dateIdeasIntro: 'A few ideas for a relaxed first date:',
  moreDateIdeas: 'Show other ideas',
  dateIdeaCost: (label: string, level: number) => `Budget ${label} (level ${level} of 3)`,
  profileIntro: 'Small changes that get more meaningful matches:',
  profileTips: [
    'Add 4 to 6 photos, with a clear, smiling close-up first and at least one doing something you love.',
    'Write a bio of at least 20 characters (up to 500) that shows how you spend your time, not a list of adjectives.',
    'Pick at least 3 interests: shared, rarer interests count for more in your compatibility.',
    'Answer the value questions and mark what really matters: they weigh most in your matches.',
  ],
  compatibilityIntro: 'Your compatibility percentage with someone blends four scores:',
  compatibilityParts: [
    {
      name: 'Values',
      weight: '40%',
      text: "How well each of you accepts the other's answers, weighted by importance.",
    },
    { name: 'Lifestyle', weight: '25%', text: 'What you are looking for, smoking, drinking, distance and age.' },
    { name: 'Interests', weight: '20%', text: 'The interests you share, with rarer ones counting for more.' },
    {
      name: 'Communication',
      weight: '15%',
      text: 'How complete your profiles are, and later how you reply to each other.',
    },
  ],
  compatibilityNotes: [
    'Both sides count: a match scores high only if it fits each of you.',
    'A dealbreaker answer the other person does not accept means you are never recommended to each other.',
    'Missing information scores a neutral 50, so new members are neither hidden nor pushed.',
  ],
  signUp: 'Create your profile for personal suggestions',
} as const;
