import type { QuestionCategory } from '@kindred/contract/compatibility';

export interface QuestionOption {
  id: string;
  label: string;
}

export interface Question {
  /** Stable kebab-case slug: stored with every answer, so never rename one once members answered it. */
  id: string;
  category: QuestionCategory;
  text: string;
  /** Two to five choices; option ids are stored too and are just as permanent. */
  options: readonly QuestionOption[];
  /** A short noun phrase for reasons: "You agree on {theme}". */
  theme: string;
}

const o = (id: string, label: string): QuestionOption => ({ id, label });

/**
 * The questions members answer for the values sub-score (DESIGN 6). Meant for adults looking for a
 * relationship or marriage: every option is a respectable answer, none is the "right" one, and no
 * question asks about sex, health or anything a member would not want on a first date's table.
 * Add questions at the end; to retire one, keep it here (answers refer to it) and hide it in the UI.
 */
export const QUESTION_BANK: readonly Question[] = [
  // Values: family, faith, politics, character.
  {
    id: 'want-children',
    category: 'values',
    text: 'Do you want children (or more children) someday?',
    options: [o('yes', 'Yes'), o('open', 'Open to it'), o('no', 'No'), o('have-and-done', 'I have kids and I am done')],
    theme: 'children',
  },
  {
    id: 'date-a-parent',
    category: 'values',
    text: 'Would you date someone who already has children?',
    options: [o('yes', 'Yes, happily'), o('depends', 'It depends'), o('no', 'No')],
    theme: 'blended families',
  },
  {
    id: 'marriage-goal',
    category: 'values',
    text: 'Is marriage something you want for yourself?',
    options: [
      o('yes', 'Yes'),
      o('someday', 'Someday, no rush'),
      o('not-needed', 'A committed partnership is enough'),
      o('no', 'No'),
    ],
    theme: 'marriage',
  },
  {
    id: 'religion-role',
    category: 'values',
    text: 'What role does religion or spirituality play in your life?',
    options: [
      o('central', 'It is central'),
      o('important', 'It matters to me'),
      o('private', 'Private and occasional'),
      o('none', 'None'),
    ],
    theme: 'faith',
  },
  {
    id: 'partner-faith',
    category: 'values',
    text: 'Does your partner need to share your faith or lack of it?',
    options: [o('yes', 'Yes'), o('respect', 'No, only respect it'), o('no', 'It does not matter to me')],
    theme: 'faith',
  },
  {
    id: 'politics-role',
    category: 'values',
    text: 'How much do politics matter in your daily life?',
    options: [
      o('a-lot', 'A lot, I am active'),
      o('informed', 'I stay informed'),
      o('little', 'Not much'),
      o('none', 'I avoid them'),
    ],
    theme: 'politics',
  },
  {
    id: 'politics-differ',
    category: 'values',
    text: 'Could you be with someone whose political views differ a lot from yours?',
    options: [o('yes', 'Yes'), o('within-reason', 'Within reason'), o('no', 'No')],
    theme: 'politics',
  },
  {
    id: 'white-lies',
    category: 'values',
    text: "Is a white lie to spare someone's feelings acceptable?",
    options: [o('never', 'Never, honesty first'), o('rarely', 'Rarely'), o('sometimes', 'Sometimes, kindness first')],
    theme: 'honesty',
  },
  {
    id: 'phone-privacy',
    category: 'values',
    text: "Should partners feel free to look at each other's phones?",
    options: [o('yes', 'Yes, nothing to hide'), o('ask', 'Only if asked'), o('no', 'No, privacy matters')],
    theme: 'trust',
  },
  {
    id: 'exclusivity',
    category: 'values',
    text: 'What kind of relationship structure do you want?',
    options: [
      o('monogamous', 'Monogamous'),
      o('open-to-talk', 'Open to talking about it'),
      o('non-monogamous', 'Non-monogamous'),
    ],
    theme: 'commitment',
  },
  {
    id: 'friends-with-exes',
    category: 'values',
    text: 'Is it fine for a partner to stay close friends with an ex?',
    options: [o('yes', 'Yes'), o('depends', 'Depends on the ex'), o('no', 'No')],
    theme: 'trust',
  },
  {
    id: 'money-style',
    category: 'values',
    text: 'Which describes you with money?',
    options: [o('saver', 'Careful saver'), o('balanced', 'Balanced'), o('spender', 'Enjoy it while I can')],
    theme: 'money',
  },
  {
    id: 'shared-finances',
    category: 'values',
    text: 'In a long-term relationship, how would you handle money?',
    options: [
      o('all-shared', 'Share everything'),
      o('mixed', 'Joint account plus our own'),
      o('separate', 'Keep it separate'),
    ],
    theme: 'money',
  },
  {
    id: 'ambition',
    category: 'values',
    text: 'How important is career ambition to you?',
    options: [
      o('top', 'A top priority'),
      o('important', 'Important, with balance'),
      o('means', 'Work is a means to live'),
    ],
    theme: 'ambition',
  },
  {
    id: 'household-roles',
    category: 'values',
    text: 'How should household chores be shared?',
    options: [
      o('equal', 'Equally'),
      o('strengths', 'By who is better at what'),
      o('traditional', 'Along traditional roles'),
    ],
    theme: 'sharing the load',
  },
  {
    id: 'conflict-style',
    category: 'values',
    text: 'When you disagree with a partner, what do you do?',
    options: [
      o('talk-now', 'Talk it out right away'),
      o('cool-down', 'Cool down, then talk'),
      o('let-go', 'Let small things go'),
    ],
    theme: 'handling conflict',
  },
  {
    id: 'apologising',
    category: 'values',
    text: 'How easy is it for you to apologise?',
    options: [o('easy', 'Easy'), o('takes-time', 'It takes me a while'), o('hard', 'Hard')],
    theme: 'owning mistakes',
  },
  {
    id: 'family-closeness',
    category: 'values',
    text: 'How involved is your family in your life?',
    options: [
      o('very', 'Very, we talk daily'),
      o('close', 'Close, we see each other often'),
      o('some', 'Some distance'),
      o('little', 'Little contact'),
    ],
    theme: 'family',
  },
  {
    id: 'care-for-parents',
    category: 'values',
    text: 'Would you want an ageing parent to live with you?',
    options: [o('yes', 'Yes'), o('if-needed', 'If they needed it'), o('no', 'No, but I would help')],
    theme: 'family',
  },
  {
    id: 'personal-growth',
    category: 'values',
    text: 'How much do you invest in personal growth (therapy, courses, reflection)?',
    options: [o('a-lot', 'A lot'), o('some', 'Some'), o('little', 'Not much')],
    theme: 'personal growth',
  },
  {
    id: 'volunteering',
    category: 'values',
    text: 'Does giving back (volunteering, donating) play a part in your life?',
    options: [o('regular', 'Regularly'), o('sometimes', 'Sometimes'), o('rarely', 'Rarely')],
    theme: 'giving back',
  },
  {
    id: 'environment',
    category: 'values',
    text: 'How much does your environmental impact shape your choices?',
    options: [o('a-lot', 'A lot'), o('some', 'Somewhat'), o('little', 'Not much')],
    theme: 'the environment',
  },
  {
    id: 'jealousy',
    category: 'values',
    text: 'Is a little jealousy a healthy sign in a relationship?',
    options: [o('yes', 'Yes, it shows care'), o('unsure', 'Not sure'), o('no', 'No')],
    theme: 'trust',
  },
  {
    id: 'space-in-relationship',
    category: 'values',
    text: 'How much time apart do you need in a relationship?',
    options: [o('little', 'Very little'), o('some', 'Some time of my own'), o('a-lot', 'Plenty of independence')],
    theme: 'independence',
  },
  {
    id: 'affection-in-public',
    category: 'values',
    text: 'How do you feel about affection in public?',
    options: [o('love-it', 'Love it'), o('a-little', 'A little is nice'), o('private', 'I keep it private')],
    theme: 'affection',
  },
  {
    id: 'relocation',
    category: 'values',
    text: 'Would you move to another city for a partner?',
    options: [o('yes', 'Yes'), o('maybe', 'Maybe'), o('no', 'No, I am rooted here')],
    theme: 'where to build a life',
  },
  // Lifestyle: habits, home, time.
  {
    id: 'pets',
    category: 'lifestyle',
    text: 'How do you feel about pets at home?',
    options: [
      o('have', 'I have pets'),
      o('want', 'I would love some'),
      o('fine', 'Fine with them'),
      o('no', 'I prefer none'),
    ],
    theme: 'pets',
  },
  {
    id: 'dogs-or-cats',
    category: 'lifestyle',
    text: 'Dogs or cats?',
    options: [o('dogs', 'Dogs'), o('cats', 'Cats'), o('both', 'Both'), o('neither', 'Neither')],
    theme: 'pets',
  },
  {
    id: 'tidiness',
    category: 'lifestyle',
    text: 'How tidy is your home?',
    options: [o('spotless', 'Spotless'), o('tidy', 'Tidy enough'), o('lived-in', 'Lived-in')],
    theme: 'tidiness',
  },
  {
    id: 'social-energy',
    category: 'lifestyle',
    text: 'After a long week, what recharges you?',
    options: [
      o('going-out', 'Going out with friends'),
      o('small-group', 'A small group'),
      o('alone', 'Quiet time at home'),
    ],
    theme: 'social energy',
  },
  {
    id: 'weekends',
    category: 'lifestyle',
    text: 'What does your ideal weekend look like?',
    options: [
      o('adventure', 'Outdoors and adventure'),
      o('culture', 'Museums, shows, food'),
      o('home', 'Cosy at home'),
      o('mix', 'A bit of everything'),
    ],
    theme: 'weekends',
  },
  {
    id: 'travel',
    category: 'lifestyle',
    text: 'How often do you like to travel?',
    options: [o('often', 'Whenever I can'), o('yearly', 'A trip or two a year'), o('rarely', 'Rarely, I like home')],
    theme: 'travel',
  },
  {
    id: 'travel-style',
    category: 'lifestyle',
    text: 'How do you like to travel?',
    options: [
      o('planned', 'Everything planned'),
      o('loose', 'A loose plan'),
      o('spontaneous', 'Book a ticket and see'),
    ],
    theme: 'travel',
  },
  {
    id: 'chronotype',
    category: 'lifestyle',
    text: 'Are you a morning person or a night owl?',
    options: [o('morning', 'Morning person'), o('night', 'Night owl'), o('depends', 'Somewhere in between')],
    theme: 'daily rhythm',
  },
  {
    id: 'fitness-habit',
    category: 'lifestyle',
    text: 'How often do you exercise?',
    options: [
      o('daily', 'Most days'),
      o('weekly', 'A few times a week'),
      o('sometimes', 'Now and then'),
      o('rarely', 'Rarely'),
    ],
    theme: 'staying active',
  },
  {
    id: 'diet',
    category: 'lifestyle',
    text: 'Which best describes how you eat?',
    options: [
      o('anything', 'I eat anything'),
      o('flexitarian', 'Mostly plants'),
      o('vegetarian', 'Vegetarian'),
      o('vegan', 'Vegan'),
      o('other', 'Other, for health or faith'),
    ],
    theme: 'food',
  },
  {
    id: 'cooking-at-home',
    category: 'lifestyle',
    text: 'How often do you cook at home?',
    options: [o('daily', 'Almost every day'), o('sometimes', 'A few times a week'), o('rarely', 'Rarely, I eat out')],
    theme: 'food',
  },
  {
    id: 'screen-time',
    category: 'lifestyle',
    text: 'Phones at the dinner table?',
    options: [o('never', 'Never'), o('sometimes', 'Sometimes is fine'), o('fine', 'No problem')],
    theme: 'being present',
  },
  {
    id: 'city-or-country',
    category: 'lifestyle',
    text: 'Where would you rather live?',
    options: [
      o('city', 'In the city'),
      o('suburbs', 'The suburbs'),
      o('country', 'The countryside'),
      o('anywhere', 'Anywhere, with the right person'),
    ],
    theme: 'where to live',
  },
  {
    id: 'texting-frequency',
    category: 'lifestyle',
    text: 'When dating, how often do you like to text?',
    options: [o('all-day', 'All day'), o('daily', 'Once or twice a day'), o('plans', 'Mostly to make plans')],
    theme: 'staying in touch',
  },
  {
    id: 'date-night',
    category: 'lifestyle',
    text: 'Your favourite kind of date?',
    options: [
      o('dinner', 'Dinner and conversation'),
      o('activity', 'Doing something active'),
      o('culture', 'A show or exhibition'),
      o('home', 'Cooking together at home'),
    ],
    theme: 'date nights',
  },
  {
    id: 'holidays',
    category: 'lifestyle',
    text: 'How do you like to spend holidays?',
    options: [
      o('family', 'With family'),
      o('friends', 'With friends'),
      o('just-us', 'Just the two of us'),
      o('mix', 'A mix'),
    ],
    theme: 'holidays',
  },
  {
    id: 'guests-at-home',
    category: 'lifestyle',
    text: 'How often do you like having people over?',
    options: [o('often', 'Often, open house'), o('sometimes', 'Sometimes'), o('rarely', 'Rarely, home is my retreat')],
    theme: 'hosting',
  },
  {
    id: 'punctuality',
    category: 'lifestyle',
    text: 'How punctual are you?',
    options: [o('early', 'Always early'), o('on-time', 'On time'), o('relaxed', 'A relaxed relationship with time')],
    theme: 'punctuality',
  },
  {
    id: 'spending-on-experiences',
    category: 'lifestyle',
    text: 'What would you rather spend on?',
    options: [o('experiences', 'Experiences'), o('things', 'Nice things'), o('savings', 'Savings')],
    theme: 'spending',
  },
];

const byId = new Map(QUESTION_BANK.map((question) => [question.id, question]));

export function findQuestion(id: string): Question | undefined {
  return byId.get(id);
}
