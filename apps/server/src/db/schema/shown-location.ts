import { sql, type SQL } from 'drizzle-orm';

/**
 * Where other members measure a member from (docs/decisions/028): not their place but a corner of
 * the grid cell their place falls in, the corner farthest from it. So every distance filter, sort,
 * mutual-distance rule and shown distance can locate at best that corner, which is at least half
 * a cell's diagonal (and at most a diagonal) from the member: 2.8-5.7 miles for "Exact location"
 * and "City only" (a City only card then says 5 miles across town), 8.5-17 for "Hidden".
 * Deterministic, so moving back to a place gives the same corner: nothing to average over.
 */
export const SHOWN_CELL_MILES = { 'Exact location': 4, 'City only': 4, Hidden: 12 } as const;

/** Miles per degree of latitude on earthdistance's sphere (radius 6,378,168 m), which filters use. */
export const MILES_PER_DEGREE = 69.17;

const cellMiles = sql.raw(
  `(CASE location_sharing WHEN 'Exact location' THEN ${SHOWN_CELL_MILES['Exact location']} ` +
    `WHEN 'City only' THEN ${SHOWN_CELL_MILES['City only']} ELSE ${SHOWN_CELL_MILES.Hidden} END)`,
);
const latStep = sql`(${cellMiles}::float8 / ${sql.raw(String(MILES_PER_DEGREE))})`;
const latFloor = sql`(floor(lat / ${latStep}) * ${latStep})`;
// Cells in a row share one width, taken at the row's middle latitude.
const lngStep = sql`(${cellMiles}::float8 / (${sql.raw(String(MILES_PER_DEGREE))} * cos(radians(${latFloor} + ${latStep} / 2))))`;
const lngFloor = sql`(floor(lng / ${lngStep}) * ${lngStep})`;

/** The far corner's latitude: the cell edge on the other side of the middle. */
export const shownLatExpression: SQL = sql`CASE WHEN lat - ${latFloor} < ${latStep} / 2 THEN ${latFloor} + ${latStep} ELSE ${latFloor} END`;
export const shownLngExpression: SQL = sql`CASE WHEN lng - ${lngFloor} < ${lngStep} / 2 THEN ${lngFloor} + ${lngStep} ELSE ${lngFloor} END`;
