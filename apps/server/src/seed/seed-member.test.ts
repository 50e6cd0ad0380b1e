import { describe, expect, it } from 'vitest';
import { ageOn } from '@kindred/contract/age';
import { LIMITS } from '@kindred/contract/constants';
import {
  EDUCATION_LEVELS,
  HEIGHT_OPTIONS,
  LANGUAGES,
  LOOKING_FOR,
  ONBOARDING_QUESTIONS,
  PROFILE_GENDERS,
  PROFILE_SHOW_ME,
  ZODIAC,
} from '@kindred/contract/enums';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { zodiacOf } from './member-traits';
import { createSeedMember, demoMember, SEED_CITIES, type SeedContext } from './seed-member';

const CENTRES: Record<string, { lat: number; lng: number }> = {
  'Austin, TX': { lat: 30.27, lng: -97.74 },
  'New York, NY': { lat: 40.71, lng: -74.01 },
  'Chicago, IL': { lat: 41.85, lng: -87.65 },
  'San Francisco, CA': { lat: 37.77, lng: -122.42 },
  'Denver, CO': { lat: 39.74, lng: -104.98 },
};
const context: SeedContext = { now: new Date('2026-03-15T12:00:00Z'), placeOf: (label) => CENTRES[label]! };
const members = Array.from({ length: 500 }, (_, index) => createSeedMember(index, context));

function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = (a.lat - b.lat) * 111.32;
  const dLng = (a.lng - b.lng) * 111.32 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

describe('seeded members', () => {
  it('are the same people on every run', () => {
    expect(createSeedMember(42, context)).toEqual(members[42]);
    expect(createSeedMember(42, context)).not.toEqual(members[43]);
  });

  it('are adults aged 21 to 55, with an age range around their own', () => {
    for (const { profile } of members) {
      const age = ageOn(profile.birthdate!, context.now)!;
      expect(age).toBeGreaterThanOrEqual(21);
      expect(age).toBeLessThanOrEqual(55);
      expect(profile.ageMin).toBeGreaterThanOrEqual(LIMITS.profileAgeRange.min);
      expect(profile.ageMin).toBeLessThanOrEqual(age);
      expect(profile.ageMax).toBeGreaterThanOrEqual(age);
    }
  });

  it('use only the values the contract allows', () => {
    for (const { profile, photoCount } of members) {
      expect(PROFILE_GENDERS).toContain(profile.gender);
      expect(PROFILE_SHOW_ME).toContain(profile.showMe);
      expect(LOOKING_FOR).toContain(profile.lookingFor);
      expect(EDUCATION_LEVELS).toContain(profile.education);
      expect(HEIGHT_OPTIONS).toContain(profile.height);
      expect(['', ...ZODIAC]).toContain(profile.zodiac);
      expect(profile.languages![0]).toBe('English');
      for (const language of profile.languages!) expect(LANGUAGES).toContain(language);
      expect(profile.interests!.length).toBeGreaterThanOrEqual(3);
      expect(profile.interests!.length).toBeLessThanOrEqual(7);
      expect(profile.questions!.length).toBeGreaterThanOrEqual(1);
      expect(profile.questions!.length).toBeLessThanOrEqual(LIMITS.maxQuestions);
      for (const { question, answer } of profile.questions!) {
        expect(ONBOARDING_QUESTIONS).toContain(question);
        expect(answer.length).toBeGreaterThan(0);
      }
      expect(photoCount).toBeGreaterThanOrEqual(2);
      expect(photoCount).toBeLessThanOrEqual(5);
    }
  });

  it('write bios of one to three paragraphs within the limit', () => {
    const paragraphCounts = new Set<number>();
    for (const { profile } of members) {
      expect(profile.bio!.length).toBeLessThanOrEqual(LIMITS.bioMax);
      expect(profile.bio!.length).toBeGreaterThanOrEqual(LIMITS.onboardingBio.min);
      paragraphCounts.add(profile.bio!.split('\n\n').length);
    }
    expect([...paragraphCounts].sort()).toEqual([1, 2, 3]);
    expect(new Set(members.map((member) => member.profile.bio)).size).toBeGreaterThan(450);
  });

  it('live in the seed cities, spread a few kilometres around the centre, Austin the most', () => {
    const perCity = new Map<string, number>();
    for (const { profile } of members) {
      const distance = kmBetween({ lat: profile.lat!, lng: profile.lng! }, CENTRES[profile.location!]!);
      expect(distance).toBeLessThanOrEqual(8.1);
      perCity.set(profile.location!, (perCity.get(profile.location!) ?? 0) + 1);
    }
    expect([...perCity.keys()].sort()).toEqual(SEED_CITIES.map(([city]) => city).sort());
    expect(Math.max(...perCity.values())).toBe(perCity.get('Austin, TX'));
    expect(new Set(members.map((member) => `${member.profile.lat},${member.profile.lng}`)).size).toBe(members.length);
  });

  it('mostly seek the other gender, and include some non-binary members', () => {
    const men = members.filter((member) => member.profile.gender === 'male');
    const women = members.filter((member) => member.profile.gender === 'female');
    expect(men.filter((member) => member.profile.showMe === 'Women').length / men.length).toBeGreaterThan(0.7);
    expect(women.filter((member) => member.profile.showMe === 'Men').length / women.length).toBeGreaterThan(0.7);
    expect(members.some((member) => member.profile.gender === 'non-binary')).toBe(true);
  });

  it('were active within the last two weeks and completed onboarding after joining', () => {
    for (const { profile, joinedAt } of members) {
      const idleMs = context.now.getTime() - profile.lastActiveAt!.getTime();
      expect(idleMs).toBeGreaterThanOrEqual(0);
      expect(idleMs).toBeLessThanOrEqual(14 * 86_400_000);
      expect(profile.onboardingCompletedAt!.getTime()).toBeGreaterThan(joinedAt.getTime());
    }
  });

  it('cannot be signed in as', () => {
    expect(members.every((member) => member.password === null)).toBe(true);
  });
});

describe('demo accounts', () => {
  it('are complete profiles in Austin that seek each other', () => {
    const [alex, sam] = DEMO_ACCOUNTS.map((account) => demoMember(account, context));
    expect(alex!.profile).toMatchObject({ gender: 'female', showMe: 'Men', location: 'Austin, TX' });
    expect(sam!.profile).toMatchObject({ gender: 'male', showMe: 'Women', location: 'Austin, TX' });
    for (const account of DEMO_ACCOUNTS) {
      const { profile } = demoMember(account, context);
      expect(ageOn(profile.birthdate!, context.now)).toBe(account.age);
      expect(profile.bio!.length).toBeLessThanOrEqual(LIMITS.bioMax);
      expect(profile.onboardingCompletedAt).toBeInstanceOf(Date);
    }
  });
});

describe('zodiacOf', () => {
  it.each([
    ['1990-03-21', 'Aries'],
    ['1990-03-20', 'Pisces'],
    ['1990-12-22', 'Capricorn'],
    ['1990-01-19', 'Capricorn'],
    ['1990-01-20', 'Aquarius'],
    ['1990-08-23', 'Virgo'],
  ])('%s is %s', (birthdate, sign) => {
    expect(zodiacOf(birthdate)).toBe(sign);
  });
});
