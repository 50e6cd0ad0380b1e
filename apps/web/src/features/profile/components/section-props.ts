import type { ProfileDraft } from '../lib/profile-draft';

export interface SectionProps {
  draft: ProfileDraft;
  editing: boolean;
  onChange: (patch: Partial<ProfileDraft>) => void;
}

export const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The listed choices, plus the stored value when it is not one of them (so it is kept). */
export function withCurrent(values: readonly string[], current: string): string[] {
  return current && !values.includes(current) ? [current, ...values] : [...values];
}
