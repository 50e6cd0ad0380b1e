import type { ProfileGender, ShowMe } from '@kindred/contract/enums';
import type { DemoAccount } from './demo-accounts';
import { MEN_NAMES, WOMEN_NAMES } from './first-names';
import { birthdateAged, heightFor, nearby } from './member-traits';
import { avatarFor, instagramFor } from './coherence';
import { createRandom } from './random';
import { createSeedMember, type SeedContext, type SeedMember } from './seed-member';

/** Seeded members who have already liked each demo account, so liking one back shows a match. */
export const ADMIRERS_PER_DEMO_ACCOUNT = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const GENDER_WANTED: Partial<Record<ShowMe, ProfileGender>> = {
  Women: 'female',
  Men: 'male',
  'Non-binary': 'non-binary',
};
const SHOW_ME_OF: Partial<Record<ProfileGender, ShowMe>> = { female: 'Women', male: 'Men', 'non-binary': 'Non-binary' };

export const admirerEmail = (account: DemoAccount, n: number) =>
  `admirer-${n + 1}-${account.email.split('@')[0]}@seed.kindred.invalid`;

/**
 * Admirer `n` of a demo account: a seeded member who fits the account both ways (gender, ages,
 * distance), is visible and recently active, and has liked it. Index space past the ordinary
 * members keeps their portraits distinct.
 */
export function createAdmirer(account: DemoAccount, n: number, context: SeedContext): SeedMember {
  const base = createSeedMember(1_000_000 + n + (account.email.length << 8), context);
  const random = createRandom(`kindred-admirer-${account.email}-${n}`);
  const gender = GENDER_WANTED[account.showMe] ?? 'male';
  const years = Math.round((account.ageRange[0] + account.ageRange[1]) / 2) + n - 1;
  const lastActiveAt = new Date(context.now.getTime() - (n + 1) * 3_600_000);
  const name = random.pick(gender === 'female' ? WOMEN_NAMES : MEN_NAMES);
  return {
    ...base,
    email: admirerEmail(account, n),
    photoCount: 3,
    joinedAt: new Date(context.now.getTime() - 20 * DAY_MS),
    // Their own gender, not the base member's: the portrait and the handle follow it.
    avatar: { ...avatarFor(gender, base.avatar.seed, random), bearded: gender === 'male' && n === 1 },
    profile: {
      ...base.profile,
      gender,
      name,
      instagram: base.profile.instagram ? instagramFor(name, random) : '',
      height: heightFor(gender, random),
      birthdate: birthdateAged(years, context.now, random),
      location: account.location,
      ...nearby(context.placeOf(account.location), random),
      showMe: SHOW_ME_OF[account.gender] ?? 'Everyone',
      ageMin: Math.max(18, account.age - 6),
      ageMax: account.age + 6,
      maxDistance: 50,
      lookingFor: account.lookingFor,
      profileVisibility: 'Everyone',
      lastActiveAt,
      onboardingCompletedAt: new Date(context.now.getTime() - 19 * DAY_MS),
      discoverable: true,
      createdAt: new Date(context.now.getTime() - 20 * DAY_MS),
      updatedAt: lastActiveAt,
    },
  };
}
