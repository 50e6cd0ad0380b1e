import { MATCH_DETAIL_TEXTS, type MatchProfile } from '@kindred/contract/matches';

export type BasicKey = keyof typeof MATCH_DETAIL_TEXTS.basicsLabels;

export interface Basic {
  key: BasicKey;
  label: string;
  value: string;
}

/** An Instagram handle without its '@', or null when it is not one Instagram would accept. */
export function instagramHandle(value: string): string | null {
  const handle = value.trim().replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

/** SPEC 2 Basics, in the spec's order; each only when the member filled it in. */
export function matchBasics(profile: MatchProfile): Basic[] {
  const instagram = profile.instagram.trim();
  const values: Record<BasicKey, string> = {
    occupation: profile.occupation,
    education: profile.education,
    height: profile.height,
    lookingFor: profile.lookingFor ?? '',
    languages: profile.languages
      .map((language) => language.trim())
      .filter(Boolean)
      .join(', '),
    instagram: instagram && !instagram.startsWith('@') && instagramHandle(instagram) ? `@${instagram}` : instagram,
    drinking: profile.drinking,
    smoking: profile.smoking,
    zodiac: profile.zodiac,
  };
  return (Object.keys(MATCH_DETAIL_TEXTS.basicsLabels) as BasicKey[])
    .map((key) => ({ key, label: MATCH_DETAIL_TEXTS.basicsLabels[key], value: values[key].trim() }))
    .filter((basic) => basic.value !== '');
}
