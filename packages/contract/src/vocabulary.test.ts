import { describe, expect, it } from 'vitest';
import {
  DISCOVER_INTEREST_CATEGORIES,
  INTEREST_CATALOGUE,
  ONBOARDING_GENDERS,
  ONBOARDING_INTEREST_CATEGORIES,
  ONBOARDING_RELATIONSHIP_TYPES,
  PROFILE_LOOKING_FOR,
  REGISTRATION_INTERESTS,
} from './enums';
import { profileUpdateSchema } from './profile-update';
import { registrationProfileSchema } from './auth';
import { recommendationFilterSchema } from './discovery';
import {
  choicesOn,
  labelOn,
  SCREEN_CHOICES,
  STORED_CHOICES,
  storedValueOf,
  toStoredChoice,
  toStoredInterest,
  type ChoiceField,
  type VocabularyScreen,
} from './vocabulary';

const screens = Object.keys(SCREEN_CHOICES) as VocabularyScreen[];
const fields = Object.keys(STORED_CHOICES) as ChoiceField[];
const everyScreenChoice = screens.flatMap((screen) =>
  fields.flatMap((field) => (SCREEN_CHOICES[screen][field] ?? []).map((choice) => ({ screen, field, ...choice }))),
);

describe('one vocabulary (decision 052)', () => {
  it('keeps SPEC 3 labels on each screen', () => {
    expect(SCREEN_CHOICES.register.gender?.map((c) => c.label)).toEqual(['Male', 'Female', 'Other']);
    expect(SCREEN_CHOICES.onboarding.gender?.map((c) => c.label)).toEqual([...ONBOARDING_GENDERS]);
    expect(SCREEN_CHOICES.onboarding.lookingFor?.map((c) => c.label)).toEqual([...ONBOARDING_RELATIONSHIP_TYPES]);
    expect(SCREEN_CHOICES.profile.lookingFor?.map((c) => c.label)).toEqual([...PROFILE_LOOKING_FOR]);
    expect(SCREEN_CHOICES.register.lookingFor?.map((c) => c.label)).toEqual([
      'Relationship',
      'Casual',
      'Friendship',
      'Marriage',
    ]);
  });

  it.each(everyScreenChoice)('$screen $field "$label" stores one value and reads back as itself', (choice) => {
    const stored = storedValueOf(choice.screen, choice.field, choice.label);
    expect(stored).toBe(choice.value);
    expect((STORED_CHOICES[choice.field] as readonly string[]).includes(stored ?? '')).toBe(true);
    expect(labelOn(choice.screen, choice.field, choice.value as never)).toBe(choice.label);
    // The API takes the label itself, in any case, and stores the same value.
    expect(toStoredChoice(choice.field, choice.label)).toBe(choice.value);
    expect(toStoredChoice(choice.field, choice.label.toUpperCase())).toBe(choice.value);
  });

  it('no label of any screen stands for two stored values', () => {
    for (const field of fields) {
      const seen = new Map<string, string>();
      for (const choice of everyScreenChoice.filter((c) => c.field === field)) {
        const key = choice.label.toLowerCase();
        expect(seen.get(key) ?? choice.value, `${field} "${choice.label}"`).toBe(choice.value);
        seen.set(key, choice.value);
      }
    }
  });

  it.each(screens.flatMap((screen) => fields.map((field) => ({ screen, field }))))(
    'every stored $field shows as picked on $screen',
    ({ screen, field }) => {
      for (const value of STORED_CHOICES[field]) {
        const options = choicesOn(screen, field, value);
        const picked = options.filter((option) => option.value === value);
        expect(picked).toHaveLength(1);
        // The label it shows under leads back to the same stored value.
        expect(storedValueOf(screen, field, picked[0]?.label ?? '')).toBe(value);
      }
    },
  );

  it('adds a held value only where the screen lacks it', () => {
    expect(choicesOn('onboarding', 'lookingFor', 'Marriage').map((c) => c.label)).toEqual([
      'Marriage',
      ...ONBOARDING_RELATIONSHIP_TYPES,
    ]);
    expect(choicesOn('onboarding', 'lookingFor', 'Casual').map((c) => c.label)).toEqual([
      ...ONBOARDING_RELATIONSHIP_TYPES,
    ]);
    expect(choicesOn('onboarding', 'showMe', 'Non-binary')[0]).toEqual({ value: 'Non-binary', label: 'Non-binary' });
  });

  it('refuses what is no label and no stored value', () => {
    expect(toStoredChoice('gender', 'Robot')).toBeNull();
    expect(storedValueOf('profile', 'lookingFor', 'Long walks')).toBeNull();
  });
});

describe('interests', () => {
  it('Discover filters offer every interest any screen offers', () => {
    const discover = new Set(Object.values(DISCOVER_INTEREST_CATEGORIES).flat());
    const offered = [...REGISTRATION_INTERESTS, ...Object.values(ONBOARDING_INTEREST_CATEGORIES).flat()];
    expect(offered.filter((interest) => !discover.has(interest))).toEqual([]);
    expect([...discover].sort()).toEqual([...INTEREST_CATALOGUE].sort());
  });

  it('stores the catalogue spelling, whatever the case, and nothing else', () => {
    for (const interest of INTEREST_CATALOGUE) {
      expect(toStoredInterest(interest)).toBe(interest);
      expect(toStoredInterest(` ${interest.toLowerCase()} `)).toBe(interest);
    }
    expect(toStoredInterest('Pottery')).toBeNull();
  });
});

describe('the API schemas take every screen label and store the value', () => {
  it('profile update', () => {
    const parsed = profileUpdateSchema.parse({
      gender: 'Woman',
      lookingFor: 'Long-term relationship',
      showMe: 'women',
      interests: ['wine', 'Rock climbing', 'Wine'],
    });
    expect(parsed).toEqual({
      gender: 'female',
      lookingFor: 'Relationship',
      showMe: 'Women',
      interests: ['Wine', 'Rock Climbing'],
    });
    expect(profileUpdateSchema.parse({ gender: '', lookingFor: '' })).toEqual({ gender: '', lookingFor: '' });
    const refused = profileUpdateSchema.safeParse({ gender: 'Robot', interests: ['Pottery'], showMe: '' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'gender must be one of: male, female, non-binary, other',
      '"Pottery" is not one of Kindred\'s interests',
      'showMe must be one of: Everyone, Women, Men, Non-binary',
    ]);
    expect(profileUpdateSchema.safeParse({ gender: 3 }).error?.issues[0]?.message).toBe('gender must be a string');
  });

  it('registration and the recommendation filter', () => {
    const profile = registrationProfileSchema.parse({
      name: 'Ana',
      birthdate: '1990-01-01',
      location: 'Austin, TX',
      photos: ['data:image/jpeg;base64,AAAA'],
      interests: ['hiking'],
      gender: 'Other',
      lookingFor: 'Marriage',
      showMe: 'Everyone',
    });
    expect(profile).toMatchObject({
      gender: 'other',
      lookingFor: 'Marriage',
      showMe: 'Everyone',
      interests: ['Hiking'],
    });
    expect(recommendationFilterSchema.parse({ lookingFor: 'New friends' }).lookingFor).toBe('Friendship');
    expect(recommendationFilterSchema.parse({ lookingFor: 'Marriage' }).lookingFor).toBe('Marriage');
  });
});
