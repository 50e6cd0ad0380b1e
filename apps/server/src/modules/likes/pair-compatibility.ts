import type { Compatibility } from '@kindred/contract/compatibility';
import type { Database } from '../../db/database';
import { compatibility } from '../compatibility/compatibility';
import type { QuestionAnswer } from '../compatibility/compatibility-member';
import { answerRecord, toCompatibilityMember, type ProfileTraits } from '../compatibility/profile-traits';
import { METRES_PER_MILE, comparableDistance, visibleDistance, type LocationSharing } from '../profiles/shown-distance';

const EARTH_RADIUS_METRES = 6_371_000;

/** Great-circle distance in miles, or null when either point is unknown. */
export function milesBetween(
  a: { lat: number | null; lng: number | null },
  b: { lat: number | null; lng: number | null },
): number | null {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return null;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
}

const strictestOf = (x: LocationSharing, y: LocationSharing): LocationSharing =>
  [x, y].includes('Hidden') ? 'Hidden' : [x, y].includes('City only') ? 'City only' : 'Exact location';

/** What scoring a pair reads of a member's profile. */
export interface PairProfile extends ProfileTraits {
  shownLat: number | null;
  shownLng: number | null;
  locationSharing: LocationSharing;
}

/**
 * How scorePair reads a member, inside the caller's transaction: the profile through the profiles
 * module's service, the answers through the compatibility module's.
 */
export interface PairReaders {
  profileIn: (tx: Database, userId: string) => Promise<PairProfile | undefined>;
  answersIn: (tx: Database, userId: string) => Promise<readonly (QuestionAnswer & { questionId: string })[]>;
}

/** The compatibility of two members as stored now (what a new match freezes). */
export async function scorePair(
  readers: PairReaders,
  db: Database,
  aId: string,
  bId: string,
  interestFrequency: (interest: string) => number,
  today = new Date(),
): Promise<Compatibility> {
  // One after another: callers pass a transaction, whose single connection cannot run queries at
  // once (pg queues them with a deprecation warning, and pg 9 will refuse).
  const a = await readers.profileIn(db, aId);
  const b = await readers.profileIn(db, bId);
  const aAnswers = await readers.answersIn(db, aId);
  const bAnswers = await readers.answersIn(db, bId);
  if (!a || !b) throw new Error('scorePair: both members must have a profile');
  // Both members read the frozen score: it is measured between their shown points (decision 028),
  // under the stricter of their settings, so neither learns more about the other than a card says.
  const metres =
    (milesBetween({ lat: a.shownLat, lng: a.shownLng }, { lat: b.shownLat, lng: b.shownLng }) ?? NaN) * METRES_PER_MILE;
  const strictest = strictestOf(a.locationSharing, b.locationSharing);
  return compatibility(
    toCompatibilityMember(a, answerRecord(aAnswers), today),
    toCompatibilityMember(b, answerRecord(bAnswers), today),
    {
      distanceMiles: comparableDistance(metres, strictest),
      shownDistanceMiles: visibleDistance(metres, strictest),
      interestFrequency,
    },
  );
}
