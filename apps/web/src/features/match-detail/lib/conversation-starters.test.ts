import { describe, expect, it } from 'vitest';
import { CONVERSATION_STARTER_TEXTS } from '@kindred/contract/match-detail-texts';
import { conversationStarters } from './conversation-starters';

const [hello, lookingForward, weekend] = CONVERSATION_STARTER_TEXTS.greetings;

describe('conversationStarters', () => {
  it('builds three from the first interest, the occupation and the city, in that order', () => {
    expect(
      conversationStarters({
        name: 'Jordan Lee',
        interests: ['Hiking', 'Coffee'],
        occupation: 'Chef',
        location: 'Austin, TX',
      }),
    ).toEqual([
      "I see you're into Hiking. What got you started?",
      'Chef sounds interesting! What do you enjoy most about your work?',
      "What's your favorite spot in Austin?",
    ]);
  });

  it('tops up with greetings by first name when fewer than three can be built', () => {
    expect(
      conversationStarters({ name: 'Jordan Lee', interests: [], occupation: '  ', location: 'Austin, TX' }),
    ).toEqual(["What's your favorite spot in Austin?", hello!('Jordan'), lookingForward!('Jordan')]);
    expect(conversationStarters({ name: 'Sam', interests: ['  '], occupation: '', location: '' })).toEqual([
      "Hi Sam! How's your week going?",
      'Hey Sam, what are you looking forward to this month?',
      weekend!('Sam'),
    ]);
  });

  it('never offers more than three', () => {
    const starters = conversationStarters({
      name: 'Ava',
      interests: ['Yoga', 'Film', 'Art', 'Music'],
      occupation: 'Nurse',
      location: 'Denver, CO',
    });
    expect(starters).toHaveLength(3);
    expect(new Set(starters).size).toBe(3);
  });
});
