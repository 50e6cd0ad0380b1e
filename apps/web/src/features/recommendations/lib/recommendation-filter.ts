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

/** How many filters differ from the defaults (the toggle's badge). */
export function activeFilterCount(filter: ForYouFilter): number {
  return [
    filter.minAge !== defaultMin || filter.maxAge !== defaultMax,
    filter.maxDistance !== defaultDistance,
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
