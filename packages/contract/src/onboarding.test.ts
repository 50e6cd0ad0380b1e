import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { ONBOARDING_QUESTIONS } from './enums';
import { onboardingGates, onboardingProgress, onboardingProgressOf } from './onboarding';

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('onboarding gates (SPEC 5)', () => {
  it('photos: at least one', () => {
    expect(first(onboardingGates.photos.safeParse({ photos: [] }))).toBe(MESSAGES.photosRequired);
    expect(onboardingGates.photos.safeParse({ photos: ['/uploads/a.webp'] }).success).toBe(true);
  });

  it('basics: name, adult birth date, gender and location', () => {
    const basics = { name: 'Ana', birthdate: '1995-04-04', gender: 'female', location: 'Austin, TX' };
    expect(onboardingGates.basics.safeParse(basics).success).toBe(true);
    expect(first(onboardingGates.basics.safeParse({ ...basics, gender: '' }))).toBe(MESSAGES.genderRequired);
    expect(first(onboardingGates.basics.safeParse({ ...basics, birthdate: '2015-01-01' }))).toBe(MESSAGES.mustBeAdult);
  });

  it('bio: 20 to 500 characters', () => {
    expect(first(onboardingGates.bio.safeParse({ bio: 'Too short' }))).toBe(MESSAGES.bioTooShort);
    expect(onboardingGates.bio.safeParse({ bio: 'x'.repeat(20) }).success).toBe(true);
    expect(onboardingGates.bio.safeParse({ bio: 'x'.repeat(501) }).success).toBe(false);
  });

  it('interests: at least three; questions: at least one answer (decision 075)', () => {
    expect(first(onboardingGates.interests.safeParse({ interests: ['A', 'B'] }))).toBe(MESSAGES.interestsAtLeastThree);
    const answered = ONBOARDING_QUESTIONS.map((question) => ({ question, answer: 'Yes' }));
    expect(onboardingGates.questions.safeParse({ questions: answered }).success).toBe(true);
    const oneAnswered = answered.map((pair, i) => (i === 1 ? pair : { ...pair, answer: ' ' }));
    expect(onboardingGates.questions.safeParse({ questions: oneAnswered }).success).toBe(true);
    const blank = answered.map((pair) => ({ ...pair, answer: ' \n ' }));
    expect(first(onboardingGates.questions.safeParse({ questions: blank }))).toBe(MESSAGES.answerOneQuestion);
  });

  it('preferences: a gender preference and a relationship type', () => {
    expect(first(onboardingGates.preferences.safeParse({ relationshipType: 'Friendship' }))).toBe(
      MESSAGES.genderPreferenceRequired,
    );
    expect(
      onboardingGates.preferences.safeParse({ genderPreference: 'Everyone', relationshipType: 'Friendship' }).success,
    ).toBe(true);
  });

  it('progress runs over 7 steps', () => {
    expect(onboardingProgress('welcome')).toBe(0);
    expect(onboardingProgress('bio')).toBe(43);
    expect(onboardingProgress('complete')).toBe(100);
    // Registration answered all but one step: that one is the last of seven.
    expect(onboardingProgressOf(1, 1)).toBe(86);
    // Nothing answered yet: the same figures as SPEC's over the whole list.
    expect(onboardingProgressOf(1, 6)).toBe(onboardingProgress('photos'));
    expect(onboardingProgressOf(6, 6)).toBe(onboardingProgress('preferences'));
  });
});
