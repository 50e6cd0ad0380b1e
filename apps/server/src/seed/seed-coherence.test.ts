import { describe, expect, it } from 'vitest';
import { ADMIRERS_PER_DEMO_ACCOUNT, createAdmirer } from './admirers';
import { INTERESTS_RULED_OUT, STYLES_WITH_CHOSEN_HAIR } from './coherence';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_CONVERSATION_SCRIPTS } from './seed-conversations';
import { createSeedMember, demoMember, type SeedContext, type SeedMember } from './seed-member';

// Issue 21 point 13: the demo data reads as people, not as a random table.

const context: SeedContext = { now: new Date('2026-03-15T12:00:00Z'), placeOf: () => ({ lat: 30.27, lng: -97.74 }) };
const generated = Array.from({ length: 600 }, (_, index) => createSeedMember(index, context));
const admirers = DEMO_ACCOUNTS.flatMap((account) =>
  Array.from({ length: ADMIRERS_PER_DEMO_ACCOUNT }, (_, n) => createAdmirer(account, n, context)),
);
const demos = DEMO_ACCOUNTS.map((account) => demoMember(account, context));
const everyone: SeedMember[] = [...generated, ...admirers, ...demos];

describe('seeded people hold together', () => {
  it('take Instagram handles from their own first names', () => {
    const withHandles = everyone.filter(({ profile }) => profile.instagram);
    expect(withHandles.length).toBeGreaterThan(100);
    expect(admirers.some(({ profile }) => profile.instagram)).toBe(true);
    for (const { profile } of withHandles) {
      const first = profile.name.toLowerCase().replace(/[^a-z]/g, '');
      expect(profile.instagram, `${profile.name}: ${profile.instagram}`).toMatch(new RegExp(`^${first}\\.`));
    }
  });

  it('have no interest their lifestyle rules out (no Wine for a non-drinker)', () => {
    const nonDrinkers = everyone.filter(({ profile }) => profile.drinking === 'Non-drinker');
    expect(nonDrinkers.length).toBeGreaterThan(50);
    for (const { profile } of everyone) {
      for (const ruledOut of INTERESTS_RULED_OUT[profile.drinking as 'Non-drinker'] ?? []) {
        expect(profile.interests, `${profile.name} (${profile.drinking})`).not.toContain(ruledOut);
      }
    }
    // Drinkers still have them: the rule removes, it does not skew everyone.
    expect(everyone.some(({ profile }) => profile.interests?.includes('Wine'))).toBe(true);
  });

  it('have portraits that fit their stated gender', () => {
    for (const { profile, avatar } of everyone) {
      const who = `${profile.name} (${profile.gender}, ${avatar.style})`;
      if (profile.gender === 'female' || profile.gender === 'male') {
        expect(STYLES_WITH_CHOSEN_HAIR, who).toContain(avatar.style);
        expect(avatar.hair, who).toBe(profile.gender === 'female' ? 'long' : 'short');
      }
      if (profile.gender !== 'male') expect(avatar.bearded, who).toBe(false);
    }
    expect(new Set(generated.map(({ avatar }) => avatar.style)).size).toBeGreaterThan(2);
  });

  it('are verified only where the seed says why', () => {
    for (const member of [...generated, ...admirers]) expect(member.verifiedBecause).toBeNull();
    for (const member of demos) expect(member.verifiedBecause?.trim().length).toBeGreaterThan(10);
  });

  it('talk differently in each demo conversation', () => {
    const scripts = DEMO_ACCOUNTS.map((account) => DEMO_CONVERSATION_SCRIPTS[account.email]);
    for (const script of scripts) expect(script?.length).toBeGreaterThan(1);
    const lines = scripts.flatMap((script) => script!.map((line) => line.text));
    expect(new Set(lines).size).toBe(lines.length);
    expect(new Set(scripts.map((script) => script!.at(-1)!.text)).size).toBe(scripts.length);
  });
});
