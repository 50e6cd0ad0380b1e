import { LIMITS } from '@kindred/contract/constants';
import type { DiscoverSort } from '@kindred/contract/discovery';

/** SPEC 5 Discover filters, as the panel holds them. */
export interface DiscoverFilters {
  maxDistance: number;
  minAge: number;
  maxAge: number;
  interests: readonly string[];
  verifiedOnly: boolean;
  atLeastThreePhotos: boolean;
}

/** SPEC 9: distance 25, age 21 to 45, at least 3 photos. */
export const DEFAULT_DISCOVER_FILTERS: DiscoverFilters = {
  maxDistance: LIMITS.discoverDefaults.distance,
  minAge: LIMITS.discoverDefaults.minAge,
  maxAge: LIMITS.discoverDefaults.maxAge,
  interests: [],
  verifiedOnly: false,
  atLeastThreePhotos: true,
};

/** The member's stored preferences (their own profile): where the filters start (issue 38). */
export interface MemberPreferences {
  ageRange: readonly [number, number];
  maxDistance: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The filters a member starts from: their own age range and distance, within the sliders' range
 * (SPEC 5: ages 18 to 70, 1 to 100 miles); SPEC's defaults until the profile is known.
 */
export function discoverFiltersFrom(preferences: MemberPreferences | null): DiscoverFilters {
  if (!preferences) return DEFAULT_DISCOVER_FILTERS;
  const { minAge, maxAge, minDistance, maxDistance } = LIMITS.discoverFilter;
  return {
    ...DEFAULT_DISCOVER_FILTERS,
    minAge: clamp(Math.min(...preferences.ageRange), minAge, maxAge),
    maxAge: clamp(Math.max(...preferences.ageRange), minAge, maxAge),
    maxDistance: clamp(preferences.maxDistance, minDistance, maxDistance),
  };
}

/** How many filters differ from where the member started (the badge on the Filters button). */
export function countActiveFilters(
  filters: DiscoverFilters,
  defaults: DiscoverFilters = DEFAULT_DISCOVER_FILTERS,
): number {
  return [
    filters.maxDistance !== defaults.maxDistance,
    filters.minAge !== defaults.minAge || filters.maxAge !== defaults.maxAge,
    filters.interests.length > 0,
    filters.verifiedOnly !== defaults.verifiedOnly,
    filters.atLeastThreePhotos !== defaults.atLeastThreePhotos,
  ].filter(Boolean).length;
}

export type DiscoverQueryParams = Record<string, string | number | undefined>;

/**
 * The `GET /discover` query: every filter is sent explicitly (the server's defaults are the
 * same, but the request then says what the member sees), the search only when it has text.
 */
export function toDiscoverQuery(filters: DiscoverFilters, search: string, sort: DiscoverSort): DiscoverQueryParams {
  const q = search.trim();
  return {
    q: q === '' ? undefined : q,
    minAge: filters.minAge,
    maxAge: filters.maxAge,
    maxDistance: filters.maxDistance,
    interests: filters.interests.length > 0 ? filters.interests.join(',') : undefined,
    verifiedOnly: String(filters.verifiedOnly),
    minPhotos: filters.atLeastThreePhotos ? LIMITS.discoverDefaults.minPhotos : 0,
    sort,
  };
}
