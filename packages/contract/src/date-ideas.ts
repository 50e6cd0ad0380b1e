// The app's catalogue of date ideas (SPEC 3 Date idea). The AI Dating Assistant shows it today;
// the Date Planner is meant to read the same list (DESIGN 2: one catalogue).
import type { DATE_IDEA_CATEGORIES } from './enums';

export type DateIdeaCategory = (typeof DATE_IDEA_CATEGORIES)[number];

export interface DateIdea {
  id: string;
  title: string;
  description: string;
  category: DateIdeaCategory;
  /** When it suits best, in words. */
  time: string;
  location: string;
  /** SPEC 9 budget levels 1 to 3, shown as $, $$ and $$$. */
  cost: 1 | 2 | 3;
}

/**
 * Each category's picture: an SVG drawn for the app and bundled with the web client
 * (apps/web/public/images/date-ideas), so no idea depends on another site (decision 044).
 */
export const dateIdeaImage = (category: DateIdeaCategory): string => `/images/date-ideas/${category}.svg`;

export const DATE_IDEAS: readonly DateIdea[] = [
  {
    id: 'coffee-tasting',
    title: 'Coffee tasting crawl',
    description: 'Visit two or three local roasters and compare a cup at each. Easy to extend, easy to end.',
    category: 'cafe',
    time: 'Weekend morning',
    location: 'Independent coffee shops',
    cost: 1,
  },
  {
    id: 'sunset-picnic',
    title: 'Sunset picnic',
    description: 'Pack a few favourite snacks each and share them while the sun goes down.',
    category: 'outdoors',
    time: 'Early evening',
    location: 'A park with a view',
    cost: 1,
  },
  {
    id: 'museum-late',
    title: 'Late night at the museum',
    description: 'Many museums open late once a month. Pick one piece each to tell the other about.',
    category: 'cultural',
    time: 'Evening',
    location: 'Art or history museum',
    cost: 2,
  },
  {
    id: 'cooking-class',
    title: 'Cooking class for two',
    description: 'Learn a new dish together, then sit down and eat what you made.',
    category: 'restaurant',
    time: 'Evening',
    location: 'Cooking school',
    cost: 3,
  },
  {
    id: 'trivia-night',
    title: 'Trivia night',
    description: 'Join a pub quiz as a team of two and find out what each of you knows.',
    category: 'drinks',
    time: 'Weeknight',
    location: 'Local bar',
    cost: 1,
  },
  {
    id: 'comedy-show',
    title: 'Stand-up comedy show',
    description: 'Laughing together takes the pressure off, and gives you plenty to talk about after.',
    category: 'entertainment',
    time: 'Evening',
    location: 'Comedy club',
    cost: 2,
  },
  {
    id: 'pastry-and-puzzle',
    title: 'Pastry and a crossword',
    description: 'Share a pastry and solve the day’s crossword together, one pen between you.',
    category: 'cafe',
    time: 'Weekend afternoon',
    location: 'A bakery café',
    cost: 1,
  },
  {
    id: 'board-game-cafe',
    title: 'Board game café',
    description: 'Pick a game neither of you knows and learn it together over coffee.',
    category: 'cafe',
    time: 'Afternoon or evening',
    location: 'Board game café',
    cost: 2,
  },
  {
    id: 'brunch-swap',
    title: 'Brunch order swap',
    description: 'Each of you orders for the other. Surprising, a little brave, and always a story.',
    category: 'cafe',
    time: 'Late morning',
    location: 'Neighbourhood brunch spot',
    cost: 2,
  },
  {
    id: 'street-food-tour',
    title: 'Street food tour',
    description: 'Graze from stall to stall and split everything, so you taste twice as much.',
    category: 'restaurant',
    time: 'Evening',
    location: 'Night or food market',
    cost: 1,
  },
  {
    id: 'new-cuisine',
    title: 'A cuisine neither of you has tried',
    description: 'Choose a restaurant from a country neither of you has eaten from, and order for the table.',
    category: 'restaurant',
    time: 'Dinner',
    location: 'Family-run restaurant',
    cost: 2,
  },
  {
    id: 'tasting-menu',
    title: 'Chef’s tasting menu',
    description: 'A slow dinner of small courses leaves plenty of time to talk between plates.',
    category: 'restaurant',
    time: 'Dinner',
    location: 'Restaurant with a tasting menu',
    cost: 3,
  },
  {
    id: 'arcade-night',
    title: 'Retro arcade night',
    description: 'A little friendly competition: keep score, and the loser buys the milkshakes.',
    category: 'entertainment',
    time: 'Evening',
    location: 'Arcade bar',
    cost: 1,
  },
  {
    id: 'open-air-cinema',
    title: 'Open-air cinema',
    description: 'Bring a blanket and watch a film under the sky. Plenty to discuss on the walk home.',
    category: 'entertainment',
    time: 'Summer evening',
    location: 'Outdoor screening',
    cost: 2,
  },
  {
    id: 'live-music',
    title: 'Small live gig',
    description: 'Find a band neither of you knows in a small venue and see who you discover.',
    category: 'entertainment',
    time: 'Night',
    location: 'Intimate music venue',
    cost: 2,
  },
  {
    id: 'easy-hike',
    title: 'Easy hike with a view',
    description: 'A walk of an hour or two with somewhere to sit at the top. Talking while walking is easy.',
    category: 'outdoors',
    time: 'Morning',
    location: 'Nature trail',
    cost: 1,
  },
  {
    id: 'kayak-paddle',
    title: 'Kayak or paddle board',
    description: 'Rent a double kayak for an hour: teamwork, a bit of splashing and a lot of laughing.',
    category: 'outdoors',
    time: 'Afternoon',
    location: 'Lake or calm river',
    cost: 2,
  },
  {
    id: 'farmers-market',
    title: 'Farmers market stroll',
    description: 'Wander the stalls, taste the samples, and pick something to cook or share later.',
    category: 'outdoors',
    time: 'Saturday morning',
    location: 'Local farmers market',
    cost: 1,
  },
  {
    id: 'rooftop-drinks',
    title: 'Rooftop drinks',
    description: 'A drink with a view of the city lights. Easy to keep short, easy to make longer.',
    category: 'drinks',
    time: 'Sunset',
    location: 'Rooftop bar',
    cost: 2,
  },
  {
    id: 'wine-tasting',
    title: 'Wine tasting',
    description: 'Taste a flight side by side and compare notes, however little either of you knows.',
    category: 'drinks',
    time: 'Evening',
    location: 'Wine bar or cellar',
    cost: 3,
  },
  {
    id: 'mocktail-bar',
    title: 'Craft mocktail bar',
    description: 'Inventive drinks without the alcohol: good for a clear-headed first meeting.',
    category: 'drinks',
    time: 'Evening',
    location: 'Cocktail lounge',
    cost: 2,
  },
  {
    id: 'gallery-walk',
    title: 'Gallery walk',
    description: 'Visit a few small galleries in one neighbourhood and pick a favourite piece at each.',
    category: 'cultural',
    time: 'Weekend afternoon',
    location: 'Gallery district',
    cost: 1,
  },
  {
    id: 'pottery-class',
    title: 'Pottery workshop',
    description: 'Get your hands muddy making something, then collect the fired pieces on a second date.',
    category: 'cultural',
    time: 'Evening',
    location: 'Ceramics studio',
    cost: 3,
  },
  {
    id: 'theatre-matinee',
    title: 'Theatre matinee',
    description: 'An afternoon show leaves the evening free to talk it over, or to part ways kindly.',
    category: 'cultural',
    time: 'Afternoon',
    location: 'Local theatre',
    cost: 2,
  },
];

/** SPEC 9: budget levels are shown as $, $$ and $$$. */
export const costLabel = (cost: DateIdea['cost']): string => '$'.repeat(cost);
