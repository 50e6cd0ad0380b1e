import type { RecommendationFilter } from '@kindred/contract/discovery';
import type { StoredChoice } from '@kindred/contract/vocabulary';
import { LIMITS } from '@kindred/contract/constants';

export type LookingForChoice = StoredChoice<'lookingFor'>;

/** What the For You filter panel holds (SPEC 3 Recommendation filter). */
export interface ForYouFilter {
  minAge: number;
  maxAge: number;
  maxDistance: number;
  interests: string[];
  lookingFor: LookingForChoice | null;
}

const { defaultMin, defaultMax, defaultDistance } = LIMITS.recommendationFilter;

/** SPEC 5 Recommendation filters: age 20 to 40, distance 30, no interests, no lookingFor. */
export const DEFAULT_FOR_YOU_FILTER: ForYouFilter = {
  minAge: defaultMin,
  maxAge: defaultMax,
  maxDistance: defaultDistance,
  interests: [],
  lookingFor: null,
};

/** The member's stored preferences (their own profile): where the filter starts (issue 38). */
export interface MemberPreferences {
  ageRange: readonly [number, number];
  maxDistance: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The filter a member starts from: their own age range and distance, within the sliders' range
 * (SPEC 5: ages 18 to 60); SPEC's defaults until the profile is known.
 */
export function forYouFilterFrom(preferences: MemberPreferences | null): ForYouFilter {
  if (!preferences) return DEFAULT_FOR_YOU_FILTER;
  const { min, max } = LIMITS.recommendationFilter;
  const low = clamp(Math.min(...preferences.ageRange), min, max);
  const high = clamp(Math.max(...preferences.ageRange), min, max);
  return {
    ...DEFAULT_FOR_YOU_FILTER,
    minAge: low,
    maxAge: high,
    maxDistance: clamp(preferences.maxDistance, LIMITS.distance.min, LIMITS.distance.max),
  };
}

/** How many filters differ from where the member started (the toggle's badge). */
export function activeFilterCount(filter: ForYouFilter, start: ForYouFilter = DEFAULT_FOR_YOU_FILTER): number {
  return [
    filter.minAge !== start.minAge || filter.maxAge !== start.maxAge,
    filter.maxDistance !== start.maxDistance,
    filter.interests.length > 0,
    filter.lookingFor !== null,
  ].filter(Boolean).length;
}

/** The filter as the API takes it: absent lists and choices are left out. */
export function toRecommendationFilter(filter: ForYouFilter): RecommendationFilter {
  return {
    minAge: filter.minAge,
    maxAge: filter.maxAge,
    maxDistance: filter.maxDistance,
    // Sorted, so the same choice in another order is the same query.
    ...(filter.interests.length > 0 ? { interests: [...filter.interests].sort() } : {}),
    ...(filter.lookingFor ? { lookingFor: filter.lookingFor } : {}),
  };
}
