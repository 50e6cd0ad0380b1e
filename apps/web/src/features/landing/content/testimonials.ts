import { MARKETING } from '@kindred/contract/constants';

export interface Testimonial {
  names: string;
  location: string;
  date: string;
  quote: string;
  matchRate: number;
  initials: string;
}

const [first = 98, second = 95, third = 96] = MARKETING.testimonialMatchRates;

/** Sample couples for the landing page (SPEC 3 Testimonial sample). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    names: 'Sarah & Michael',
    location: 'Austin, TX',
    date: 'Married June 2024',
    quote:
      'We both cared about family and weekend hikes. Our first date lasted six hours and we have not stopped talking since.',
    matchRate: first,
    initials: 'S&M',
  },
  {
    names: 'Priya & Daniel',
    location: 'Seattle, WA',
    date: 'Together since 2023',
    quote: 'The compatibility breakdown made it easy to start a real conversation instead of small talk.',
    matchRate: second,
    initials: 'P&D',
  },
  {
    names: 'Elena & James',
    location: 'Chicago, IL',
    date: 'Engaged March 2025',
    quote: 'I had given up on apps. Kindred felt calmer, and the people were here for the same reason I was.',
    matchRate: third,
    initials: 'E&J',
  },
];
