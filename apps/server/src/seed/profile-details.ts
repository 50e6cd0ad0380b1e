import type { ONBOARDING_QUESTIONS } from '@kindred/contract/enums';

// prettier-ignore
export const OCCUPATIONS = [
  'Software Engineer', 'Product Designer', 'Nurse', 'Teacher', 'Marketing Manager', 'Architect',
  'Physical Therapist', 'Data Analyst', 'Chef', 'Graphic Designer', 'Accountant', 'Photographer',
  'Veterinarian', 'Lawyer', 'Project Manager', 'Pharmacist', 'Journalist', 'Civil Engineer',
  'Social Worker', 'Barista & Roaster', 'Musician', 'Research Scientist', 'Sales Director',
  'Design Researcher', 'Electrician', 'Physician Assistant', 'Librarian', 'Financial Planner',
  'Yoga Instructor', 'Film Editor', 'Dentist', 'Firefighter', 'Urban Planner', 'Small Business Owner',
  'Copywriter', 'Mechanical Engineer', 'People Partner', 'Personal Trainer', 'Paramedic',
  'Interior Designer', 'Translator', 'Brewer', 'Museum Educator', 'Landscape Architect', 'Pilot',
] as const;

// prettier-ignore
export const ARTISTS = [
  'Taylor Swift', 'Bad Bunny', 'SZA', 'Kendrick Lamar', 'Phoebe Bridgers', 'The National', 'Khruangbin',
  'Fleetwood Mac', 'Beyoncé', 'Frank Ocean', 'Leon Bridges', 'Norah Jones', 'Tame Impala', 'Adele',
  'Arctic Monkeys', 'Hozier', 'Mitski', 'Vampire Weekend', 'Stevie Wonder', 'Bon Iver', 'Dua Lipa',
  'Chris Stapleton', 'Kacey Musgraves', 'Radiohead', 'Anderson .Paak', 'Rosalía', 'Miles Davis',
  'The Beatles', 'Lizzo', 'Willie Nelson', 'Billie Eilish', 'Coldplay', 'Harry Styles', 'Nina Simone',
] as const;

export const INSTAGRAM_WORDS = [
  'outdoors',
  'eats',
  'travels',
  'makes',
  'reads',
  'shoots',
  'daily',
  'atx',
  'wanders',
  'cooks',
] as const;

/** Answers to the three fixed onboarding questions, in their order. */
export const QUESTION_ANSWERS: Record<(typeof ONBOARDING_QUESTIONS)[number], readonly string[]> = {
  'My ideal weekend includes...': [
    'A slow breakfast, a long walk somewhere green, and dinner with friends that runs late.',
    'Farmers market in the morning, a nap I pretend I did not take, then live music.',
    'A day trip with no fixed plan and a good playlist.',
    'Cooking something ambitious and sharing it with whoever shows up.',
    'An early hike, a late brunch, and a bookshop I have not been to yet.',
    'A bike ride, a matinee, and a patio with a view of the sunset.',
    'Sleeping in, a museum, and trying the taco place everyone keeps talking about.',
    'Volunteering at the animal shelter and a quiet evening with a movie.',
  ],
  'I value most in a relationship...': [
    'Honesty, even when it is awkward, and being able to laugh at ourselves.',
    'Kindness in the small moments: the text that says "home safe?"',
    'Curiosity. I want us to keep asking each other questions years from now.',
    'Feeling like a team, on the good days and the hard ones.',
    'Patience, loyalty and a shared sense of adventure.',
    'Good communication and space to grow, together and on our own.',
    'Someone who shows up, listens well and makes room for joy.',
  ],
  'A random fact about me...': [
    'I have visited every state capital west of the Mississippi.',
    'I can name almost any bird by its song.',
    'I once baked a wedding cake for a couple I had met that week.',
    'I learned to swim at 30 and now I swim three mornings a week.',
    'I keep a list of every concert I have been to since I was 14.',
    'My sourdough starter has a name and a birthday.',
    'I am very competitive at board games and very gracious when I lose. Mostly.',
    'I have read the same mystery novel every December for ten years.',
    'I can fold a fitted sheet perfectly.',
  ],
};
