// Texts of the landing page (/) that SPEC leaves "not shown" (ours); the footer's are in
// site-footer.ts. The SPEC texts themselves (headline, buttons, section names) are LANDING in screens.ts.
import { MARKETING } from './constants';

/** The hero's sample profile card: decorative, no real member. */
export const MOCK_MATCH_CARD = {
  name: 'Emma, 29',
  location: 'Austin, TX',
  matchPercent: '94% match',
  interests: ['Hiking', 'Coffee', 'Travel'],
} as const;

/** SPEC 2 Landing 3: what each of the four steps shows when expanded (same order as LANDING.steps). */
export const HOW_IT_WORKS_DETAILS = [
  [
    'Upload 4 to 6 clear photos; your first is your main one.',
    'Answer a few value questions and say how much each answer matters to you.',
    'Tell people what you are looking for, from a relationship to marriage.',
  ],
  [
    'Your recommendations are people whose values, lifestyle and interests fit yours.',
    'Each match shows its compatibility percentage and the reasons behind it.',
    'Like, Super Like or pass: you only match when the interest is mutual.',
  ],
  [
    'Chat safely inside Kindred, in real time, without sharing your number.',
    'Break the ice with conversation starters drawn from what you have in common.',
    'Block or report anyone at any time; our team reviews every report.',
  ],
  [
    'Plan your first date with ideas for every budget in the Date Planner.',
    'Send the plan to your match straight from the chat.',
    'Read our safety tips before you meet, and meet in a public place.',
  ],
] as const;

export const HOW_IT_WORKS_TEXTS = {
  showDetails: 'Show details',
  timelineHeading: 'Your journey, step by step',
  timelineLabel: 'From your first day to a lasting connection',
  /** SPEC 2 Landing 3: the five-stage timeline, Day 1 to Ongoing. */
  timeline: [
    { stage: 'Day 1', title: 'Create your profile', text: 'Photos, values and what you are looking for.' },
    { stage: 'Week 1', title: 'Meet your matches', text: 'Recommendations arrive, each with its compatibility.' },
    { stage: 'Week 2', title: 'Start talking', text: 'Thoughtful first messages instead of small talk.' },
    { stage: 'Month 1', title: 'Go on a first date', text: 'Plan it together and meet with confidence.' },
    { stage: 'Ongoing', title: 'Build something real', text: 'Keep growing together, with Kindred behind you.' },
  ],
} as const;

export interface Testimonial {
  names: string;
  initials: string;
  location: string;
  date: string;
  quote: string;
  fullStory: string;
  /** Out of 5. */
  rating: number;
  matchRate: number;
}

const [firstRate = 98, secondRate = 95, thirdRate = 96] = MARKETING.testimonialMatchRates;

/** SPEC 3 Testimonial sample: the three couples of the carousel, in order (no photos of real people). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    names: 'Sarah & Michael',
    initials: 'S&M',
    location: 'Austin, TX',
    date: 'Married June 2024',
    quote:
      'We both cared about family and weekend hikes. Our first date lasted six hours and we have not stopped talking since.',
    fullStory:
      'Sarah had almost given up on dating apps when Kindred matched her with Michael. Their values answers lined up on the things that mattered most to both of them: family, faith and the outdoors. Two years later they were married at the trailhead of their first hike.',
    rating: 5,
    matchRate: firstRate,
  },
  {
    names: 'Priya & Daniel',
    initials: 'P&D',
    location: 'Seattle, WA',
    date: 'Together since 2023',
    quote: 'The compatibility breakdown made it easy to start a real conversation instead of small talk.',
    fullStory:
      'Priya noticed that she and Daniel both ranked honesty and career growth as very important. She opened with a question about it, and their first conversation lasted until midnight. They moved in together a year later.',
    rating: 5,
    matchRate: secondRate,
  },
  {
    names: 'Elena & James',
    initials: 'E&J',
    location: 'Chicago, IL',
    date: 'Engaged March 2025',
    quote: 'I had given up on apps. Kindred felt calmer, and the people were here for the same reason I was.',
    fullStory:
      'Elena and James met at a Kindred community event, a coffee tasting in their neighbourhood, after matching the week before. They got engaged on the same street corner eighteen months later.',
    rating: 5,
    matchRate: thirdRate,
  },
];

export const TESTIMONIAL_TEXTS = {
  carouselLabel: 'Success stories',
  previous: 'Previous story',
  next: 'Next story',
  chooseStory: 'Choose a story',
  slideLabel: (index: number, count: number) => `${index} of ${count}`,
  showStory: (index: number, names: string) => `Story ${index}: ${names}`,
  rating: (rating: number) => `Rated ${rating} out of 5`,
  readStory: 'Read their story',
  hideStory: 'Hide their story',
} as const;

/** SPEC 2 Landing 5: what each rotating screen shows (same order as LANDING.appPreviewScreens). */
export const APP_PREVIEW_TEXTS = {
  screensLabel: 'App screens',
  screenDescriptions: [
    'Browse people who share your values, with their compatibility at a glance.',
    'Chat in real time with your matches, with starters to break the ice.',
    'Plan a date and meet in person, with safety tips at hand.',
  ],
  showScreen: (name: string) => `Show the ${name} screen`,
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  waitlistHeading: 'Be first to get the app',
} as const;

export const PRICING_TEXTS = {
  billedYearly: (pricePerMonth: number, total: number) => `or $${pricePerMonth}/month billed $${total} yearly`,
  save: (badge: string) => `Save ${badge}`,
  startFree: 'Start free',
  comparePlans: 'Compare plans in detail after you sign up.',
} as const;

export const BACK_TO_TOP = 'Back to top';

/** The hero's live "online now" figure (decision 068): the server's rounded-down count, "2,300+". */
export const onlineNowFigure = (count: number): string => `${count.toLocaleString('en-US')}+`;

/** Success stories are written for the page, not told by members (decision 068). */
export const TESTIMONIALS_NOTE = 'Illustrative stories: these couples are not real members.';
