import { birthdateForAge } from '@kindred/contract/age';
import { HEIGHT_OPTIONS, ZODIAC, type ProfileGender, type ShowMe } from '@kindred/contract/enums';
import type { Random } from './random';

// Small, pure pieces of a seeded person, each the same on every run for the same random source.

/** Nobody lives on the city's centre point: spread members over a disc of this radius. */
const SPREAD_KM = 8;
export const DAY_MS = 86_400_000;

/** The day of each month (January first) on which a new sign starts. */
const SIGN_CHANGE_DAY = [20, 19, 21, 20, 21, 21, 23, 23, 23, 23, 22, 22] as const;

export function zodiacOf(birthdate: string): string {
  const [month, day] = birthdate.slice(5).split('-').map(Number) as [number, number];
  // ZODIAC starts with Aries, the sign that begins in March.
  const signStartingThisMonth = (month + 9) % 12;
  return ZODIAC[day >= SIGN_CHANGE_DAY[month - 1]! ? signStartingThisMonth : (signStartingThisMonth + 11) % 12]!;
}

/** Pairs values with weights, for Random.weighted. */
export function withWeights<T>(values: readonly T[], weights: readonly number[]): [T, number][] {
  return values.map((value, index) => [value, weights[index] ?? 1]);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A birth date giving exactly `age` today, anywhere in that year of life. */
export function birthdateAged(age: number, now: Date, random: Random): string {
  const latest = new Date(`${birthdateForAge(age, now)}T00:00:00Z`);
  return isoDate(new Date(latest.getTime() - random.int(0, 364) * DAY_MS));
}

export function nearby(point: { lat: number; lng: number }, random: Random): { lat: number; lng: number } {
  const distanceKm = SPREAD_KM * Math.sqrt(random.next());
  const bearing = 2 * Math.PI * random.next();
  const lat = point.lat + (distanceKm * Math.cos(bearing)) / 111.32;
  const lng = point.lng + (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((point.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) };
}

export function heightFor(gender: ProfileGender, random: Random): string {
  const meanInches = gender === 'female' ? 64.5 : gender === 'male' ? 70 : 67;
  const index = Math.round(random.normal(meanInches, 2.8)) - 58;
  return HEIGHT_OPTIONS[Math.min(HEIGHT_OPTIONS.length - 1, Math.max(0, index))]!;
}

export function showMeFor(gender: ProfileGender, random: Random): ShowMe {
  if (gender === 'male')
    return random.weighted<ShowMe>([
      ['Women', 85],
      ['Everyone', 9],
      ['Men', 6],
    ]);
  if (gender === 'female')
    return random.weighted<ShowMe>([
      ['Men', 82],
      ['Everyone', 11],
      ['Women', 7],
    ]);
  return random.weighted<ShowMe>([
    ['Everyone', 70],
    ['Women', 12],
    ['Men', 10],
    ['Non-binary', 8],
  ]);
}
