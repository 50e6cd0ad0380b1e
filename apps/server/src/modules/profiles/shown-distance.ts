/** Metres in a statute mile: distances are stored and filtered in metres, shown in miles. */
export const METRES_PER_MILE = 1609.344;

export type LocationSharing = 'Exact location' | 'City only' | 'Hidden';

/** "City only" members' distance is shown rounded to this many miles (at least this many). */
export const CITY_ONLY_ROUNDING_MILES = 5;
/** "Hidden" members show no distance; filters and ranking know only which band they are in. */
export const HIDDEN_BAND_MILES = 25;

/**
 * The distance another member may see (docs/decisions/014, 028), measured to the member's shown
 * point: whole miles, rounded to 5 for City only, none for Hidden.
 */
export function visibleDistance(metres: number, sharing: LocationSharing): number | null {
  const miles = metres / METRES_PER_MILE;
  if (sharing === 'Hidden' || !Number.isFinite(miles)) return null;
  if (sharing === 'City only') {
    return Math.max(CITY_ONLY_ROUNDING_MILES, Math.round(miles / CITY_ONLY_ROUNDING_MILES) * CITY_ONLY_ROUNDING_MILES);
  }
  return Math.max(1, Math.round(miles));
}

/**
 * The distance filters, sorting, ranking and scores use: what the card shows, or for Hidden the
 * top of the band (25, 50, ...), so nothing ranks or filters on more than the viewer may know.
 */
export function comparableDistance(metres: number, sharing: LocationSharing): number | null {
  const miles = metres / METRES_PER_MILE;
  if (!Number.isFinite(miles)) return null;
  if (sharing === 'Hidden') return Math.max(1, Math.ceil(miles / HIDDEN_BAND_MILES)) * HIDDEN_BAND_MILES;
  return visibleDistance(metres, sharing);
}

/**
 * How far (in miles, to the shown point) a member may be and still count as within `limit`: the
 * inverse of comparableDistance. A limit under 5 holds no City only member; a Hidden member is
 * within every limit of their band (so 1 to 25 miles all say the same about them).
 */
export function reachMiles(limit: number, sharing: LocationSharing): number {
  if (sharing === 'Exact location') return Math.floor(limit) + 0.5;
  if (sharing === 'City only') {
    const steps = Math.floor(limit / CITY_ONLY_ROUNDING_MILES);
    return steps === 0 ? 0 : (steps + 0.5) * CITY_ONLY_ROUNDING_MILES;
  }
  return Math.max(1, Math.ceil(limit / HIDDEN_BAND_MILES)) * HIDDEN_BAND_MILES;
}

/** The farthest any member counts as within `limit`: the radius of the index's box. */
export const widestReachMiles = (limit: number): number =>
  Math.max(reachMiles(limit, 'Exact location'), reachMiles(limit, 'City only'), reachMiles(limit, 'Hidden'));
