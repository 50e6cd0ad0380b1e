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

/** How many filters differ from the defaults (the badge on the Filters button). */
export function countActiveFilters(filters: DiscoverFilters): number {
  const defaults = DEFAULT_DISCOVER_FILTERS;
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
