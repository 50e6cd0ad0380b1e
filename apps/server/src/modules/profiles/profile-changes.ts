import { ageOn, birthdateForAge } from '@kindred/contract/age';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import type { ProfileUpdate } from '@kindred/contract/profile-update';
import { fieldError } from '../../http/errors';
import type { Place } from './place';
import type { NewProfile, ProfileRow } from './profiles.repo';

/**
 * The columns a validated profile update writes. Location is resolved to coordinates; an age
 * without a birth date moves the stored birth date only when the age really changes
 * (docs/decisions/003), and the 18+ rule is checked on the resulting birth date.
 */
export function profileColumns(
  current: ProfileRow | undefined,
  update: ProfileUpdate,
  resolvePlace: (text: string) => Place | null,
  today = new Date(),
): Partial<NewProfile> {
  const { age, birthdate, location, ageRange, gender, lookingFor, ...rest } = update;
  const columns: Partial<NewProfile> = { ...rest };
  // '' clears a choice: stored as "not given".
  if (gender !== undefined) columns.gender = gender || null;
  if (lookingFor !== undefined) columns.lookingFor = lookingFor || null;

  if (location !== undefined && location !== current?.location) {
    const place = resolvePlace(location);
    if (!place) throw fieldError('location', MESSAGES.locationNotFound);
    Object.assign(columns, { location: place.label, lat: place.lat, lng: place.lng });
  }
  if (ageRange) Object.assign(columns, { ageMin: ageRange[0], ageMax: ageRange[1] });

  if (birthdate !== undefined) {
    if ((ageOn(birthdate, today) ?? 0) < LIMITS.minAge) throw fieldError('birthdate', MESSAGES.ageAtLeast18);
    Object.assign(columns, { birthdate, birthdateEstimated: false });
  } else if (age !== undefined) {
    const currentAge = current?.birthdate ? ageOn(current.birthdate, today) : null;
    if (age !== currentAge)
      Object.assign(columns, { birthdate: birthdateForAge(age, today), birthdateEstimated: true });
  }
  return columns;
}
