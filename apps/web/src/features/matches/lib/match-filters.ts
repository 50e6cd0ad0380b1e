import { LIMITS } from '@kindred/contract/constants';
import type { Match } from '@kindred/contract/matches';

/** What the 'Filter Matches' panel holds (SPEC 5 Match filters). */
export interface MatchFilters {
  minAge: number;
  maxAge: number;
  /** Miles; at the default (LIMITS.matchFilter.defaultDistance) no one is hidden for distance. */
  maxDistance: number;
  interests: readonly string[];
}

const { defaultMin, defaultMax, defaultDistance } = LIMITS.matchFilter;

/** SPEC 9: sliders 18 to 60, default 20 to 40, distance 30, no interests. */
export const DEFAULT_MATCH_FILTERS: MatchFilters = {
  minAge: defaultMin,
  maxAge: defaultMax,
  maxDistance: defaultDistance,
  interests: [],
};

/**
 * SPEC 5: a filter is active if min age is above 20, max age below 40, distance below 30, or any
 * interest is selected. The age range is one filter (one control), so the count is 0 to 3.
 */
export function activeMatchFilters(filters: MatchFilters) {
  return {
    minAge: filters.minAge > defaultMin,
    maxAge: filters.maxAge < defaultMax,
    distance: filters.maxDistance < defaultDistance,
    interests: filters.interests.length > 0,
  };
}

export function countActiveFilters(filters: MatchFilters): number {
  const active = activeMatchFilters(filters);
  return [active.minAge || active.maxAge, active.distance, active.interests].filter(Boolean).length;
}

const interestKey = (interest: string) => interest.trim().toLowerCase();

/**
 * Client-side filtering of the loaded matches (SPEC 2). At the defaults every match shows: someone
 * you matched with never disappears because of a filter you did not set (a 45-year-old match with
 * the default 20 to 40). Once either end of the age range is moved, the range applies exactly as
 * the sliders show it (widening to 20-50 hides a 55-year-old), and unknown ages are left out, as
 * the server's filter does. A distance bound keeps members who hide their distance (DESIGN 2: the
 * distance filter applies). The active-filter count stays SPEC 5's rule (countActiveFilters).
 */
export function filterMatches(matches: readonly Match[], filters: MatchFilters): Match[] {
  const active = activeMatchFilters(filters);
  const ageSet = filters.minAge !== defaultMin || filters.maxAge !== defaultMax;
  const wanted = new Set(filters.interests.map(interestKey));
  return matches.filter(({ otherUser: { profile } }) => {
    const { age, distance } = profile;
    if (ageSet && (age === null || age < filters.minAge || age > filters.maxAge)) return false;
    if (active.distance && distance !== null && distance > filters.maxDistance) return false;
    if (active.interests && !profile.interests.some((interest) => wanted.has(interestKey(interest)))) return false;
    return true;
  });
}

/** The interest chips: each interest of the loaded matches once (whatever its case), A to Z. */
export function distinctInterests(matches: readonly Match[]): string[] {
  const byKey = new Map<string, string>();
  for (const match of matches) {
    for (const interest of match.otherUser.profile.interests) {
      const key = interestKey(interest);
      if (key !== '' && !byKey.has(key)) byKey.set(key, interest.trim());
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
