import type { QuestionAnswer } from '../compatibility/compatibility-member';
import type { LocationSharing } from './shown-distance';
import {
  QUESTION_COLUMNS,
  birthNumber,
  createDictionary,
  interestCodes,
  packAnswer,
  type Dictionary,
} from './packed-members';

/** What the candidate index keeps of one recommendable member (candidate-index.repo.ts loads it). */
export interface IndexedMember {
  id: string;
  shownLat: number;
  shownLng: number;
  gender: string | null;
  showMe: string;
  birthdate: string | null;
  ageMin: number;
  ageMax: number;
  maxDistance: number;
  locationSharing: LocationSharing;
  interests: readonly string[];
  lookingFor: string | null;
  drinking: string;
  smoking: string;
  bioLength: number;
  answeredCount: number;
  lastActiveAt: Date;
  boostedUntil: Date | null;
  answers: Readonly<Record<string, QuestionAnswer>>;
}

export const SHARING_CODES: Record<LocationSharing, number> = { 'Exact location': 0, 'City only': 1, Hidden: 2 };
export const SHARING_BY_CODE: readonly LocationSharing[] = ['Exact location', 'City only', 'Hidden'];

/** earthdistance's earth(): the sphere ll_to_earth and earth_distance measure on, in metres. */
export const EARTH_RADIUS_M = 6378168;

/** ll_to_earth: a point on the sphere, so a distance is a chord and one asin. */
export function earthPoint(lat: number, lng: number): [number, number, number] {
  const la = (lat * Math.PI) / 180;
  const lo = (lng * Math.PI) / 180;
  return [
    EARTH_RADIUS_M * Math.cos(la) * Math.cos(lo),
    EARTH_RADIUS_M * Math.cos(la) * Math.sin(lo),
    EARTH_RADIUS_M * Math.sin(la),
  ];
}

/** earth_distance between two earthPoint results (sec_to_gc of the chord), in metres. */
export function earthDistance(ax: number, ay: number, az: number, bx: number, by: number, bz: number): number {
  const chord = Math.sqrt((ax - bx) ** 2 + (ay - by) ** 2 + (az - bz) ** 2);
  const half = chord / (2 * EARTH_RADIUS_M);
  return half > 1 ? Math.PI * EARTH_RADIUS_M : 2 * EARTH_RADIUS_M * Math.asin(half);
}

/** Growable columns, one slot per member; a freed slot is reused. */
export function createMemberColumns(initialCapacity = 1024) {
  const dictionary: Dictionary = createDictionary();
  let capacity = 0;
  const ids: (string | null)[] = [];
  const free: number[] = [];
  let size = 0;
  const columns = {
    x: new Float64Array(0),
    y: new Float64Array(0),
    z: new Float64Array(0),
    lat: new Float64Array(0),
    lng: new Float64Array(0),
    gender: new Uint16Array(0),
    showMe: new Uint16Array(0),
    birth: new Int32Array(0),
    ageMin: new Uint8Array(0),
    ageMax: new Uint8Array(0),
    maxDistance: new Uint16Array(0),
    sharing: new Uint8Array(0),
    lookingFor: new Uint16Array(0),
    drinking: new Uint16Array(0),
    smoking: new Uint16Array(0),
    bioLength: new Uint16Array(0),
    answered: new Uint16Array(0),
    lastActive: new Float64Array(0),
    boostedUntil: new Float64Array(0),
    /** QUESTION_COLUMNS packed answers per slot. */
    answers: new Uint16Array(0),
  };
  /** Interest codes per slot (a handful each). */
  const interests: number[][] = [];

  function grow(to: number): void {
    for (const name of Object.keys(columns) as (keyof typeof columns)[]) {
      const old = columns[name];
      const width = name === 'answers' ? QUESTION_COLUMNS : 1;
      const next = new (old.constructor as new (length: number) => typeof old)(to * width);
      next.set(old as never);
      (columns as Record<string, unknown>)[name] = next;
    }
    capacity = to;
  }
  grow(initialCapacity);

  return {
    dictionary,
    columns,
    interests,
    ids,
    get size() {
      return size;
    },
    /** Writes a member into a slot (a new one unless `slot` is given) and returns it. */
    write(member: IndexedMember, slot?: number): number {
      const at = slot ?? free.pop() ?? size++;
      if (at >= capacity) grow(Math.max(capacity * 2, at + 1));
      const c = columns;
      const [x, y, z] = earthPoint(member.shownLat, member.shownLng);
      c.x[at] = x;
      c.y[at] = y;
      c.z[at] = z;
      c.lat[at] = member.shownLat;
      c.lng[at] = member.shownLng;
      c.gender[at] = dictionary.code(member.gender);
      c.showMe[at] = dictionary.code(member.showMe);
      c.birth[at] = birthNumber(member.birthdate);
      c.ageMin[at] = member.ageMin;
      c.ageMax[at] = member.ageMax;
      c.maxDistance[at] = member.maxDistance;
      c.sharing[at] = SHARING_CODES[member.locationSharing] ?? 2;
      c.lookingFor[at] = dictionary.code(member.lookingFor);
      c.drinking[at] = dictionary.code(member.drinking);
      c.smoking[at] = dictionary.code(member.smoking);
      c.bioLength[at] = Math.min(65535, member.bioLength);
      c.answered[at] = Math.min(65535, member.answeredCount);
      c.lastActive[at] = member.lastActiveAt.getTime();
      c.boostedUntil[at] = member.boostedUntil?.getTime() ?? 0;
      const base = at * QUESTION_COLUMNS;
      c.answers.fill(0, base, base + QUESTION_COLUMNS);
      for (const [questionId, answer] of Object.entries(member.answers)) {
        const packed = packAnswer(questionId, answer);
        if (packed) c.answers[base + packed.column] = packed.packed;
      }
      interests[at] = interestCodes(member.interests, dictionary);
      ids[at] = member.id;
      return at;
    },
    /** Frees a slot (the member left the index). */
    clear(slot: number): void {
      ids[slot] = null;
      interests[slot] = [];
      free.push(slot);
    },
  };
}

export type MemberColumns = ReturnType<typeof createMemberColumns>;
