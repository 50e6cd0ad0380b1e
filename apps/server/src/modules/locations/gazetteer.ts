import { normalizePlaceName } from './normalize-place-name';
import {
  buildPlaceIndex,
  byPopulation,
  loadGeoNamesCities,
  lowerBound,
  type Place,
  type PlaceIndex,
} from './place-index';
import { US_STATES } from './us-states';

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

function toResolved({ label, lat, lng }: Place): ResolvedPlace {
  return { label, lat, lng };
}

// Built from the file shipped with the server and never changed: one index a process, however
// many gazetteers the process makes (the seed, the CLI and each test's app make their own).
let sharedIndex: PlaceIndex | undefined;
const load = () => (sharedIndex ??= buildPlaceIndex(loadGeoNamesCities()));

export function createGazetteer() {
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
