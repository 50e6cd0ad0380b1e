import { LIMITS } from '@kindred/contract/constants';
import type { QuestionAnswer } from '../compatibility/compatibility-member';
import type { LocationSharing } from '../profiles/shown-distance';
import {
  QUESTION_COLUMNS,
  birthNumber,
  createDictionary,
  interestCodes,
  packAnswer,
  questionColumnOf,
  unpackAnswer,
  type Dictionary,
} from './packed-members';
import { createUuidSlots, type UuidSlotsState } from './uuid-slots';

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
  /** Smoothed reply rate (ranking.ts REPLY_RATE), 0.5 when nobody has written to them yet. */
  replyRate: number;
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

/** Interests kept per member: the most a profile may list (contract LIMITS.maxInterests). */
export const INTEREST_COLUMNS = LIMITS.maxInterests;

/** Every column, empty: one slot per member, `columnWidth` values a slot. */
function emptyColumns() {
  return {
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
    replyRate: new Float32Array(0),
    /** QUESTION_COLUMNS packed answers per slot. */
    answers: new Uint16Array(0),
    /** INTEREST_COLUMNS interest codes per slot, the first interestCount of them used. */
    interests: new Uint16Array(0),
    interestCount: new Uint8Array(0),
    /** The candidate index's grid: each cell's members as a list through these (-1 ends it). */
    cell: new Int32Array(0),
    cellNext: new Int32Array(0),
    cellPrev: new Int32Array(0),
    /** Fairness (ranking.ts RANKING_EXPOSURE): decayed first pages, and first pages since the last snapshot. */
    exposure: new Float32Array(0),
    placed: new Uint16Array(0),
  };
}

/**
 * Growable columns, one slot per member; a freed slot is reused. Everything per member lives in
 * typed arrays (ids too: uuid-slots.ts), outside the JavaScript heap that the server caps and the
 * garbage collector walks (decisions 027 and 054).
 */
export function createMemberColumns(initialCapacity = 1024, restored?: MemberColumnsState) {
  const dictionary: Dictionary = createDictionary(restored?.dictionary);
  const ids = createUuidSlots(restored?.ids);
  let capacity = 0;
  const free: number[] = restored ? [...restored.free] : [];
  let size = restored?.size ?? 0;
  const columns: Columns = emptyColumns();
  function grow(to: number): void {
    for (const name of Object.keys(columns) as (keyof typeof columns)[]) {
      const old = columns[name];
      const next = new (old.constructor as new (length: number) => typeof old)(to * columnWidth(name));
      next.set(old as never);
      (columns as Record<string, unknown>)[name] = next;
    }
    capacity = to;
  }
  if (restored) {
    for (const name of COLUMN_NAMES) (columns as Record<string, unknown>)[name] = restored.columns[name];
    capacity = restored.capacity;
  } else grow(initialCapacity);

  return {
    dictionary,
    columns,
    /**
     * The same members renumbered (to make a store of): the one in slot `order[i]` moves to slot `i`; slots not in
     * `order` (freed ones) are gone. The candidate index orders its members cell by cell, so a
     * radius reads each column in runs instead of one cache miss a member and column.
     */
    reordered(order: Int32Array): MemberColumnsState {
      const count = order.length;
      const room = Math.max(1024, Math.ceil(count * 1.25));
      const next = { ...columns };
      for (const name of COLUMN_NAMES) {
        const width = columnWidth(name);
        const old = columns[name];
        const moved = new (old.constructor as new (length: number) => typeof old)(room * width);
        if (width === 1) {
          for (let i = 0; i < count; i++) moved[i] = old[order[i]!]!;
        } else {
          for (let i = 0; i < count; i++) {
            const from = order[i]! * width;
            for (let k = 0; k < width; k++) moved[i * width + k] = old[from + k]!;
          }
        }
        (next as Record<string, unknown>)[name] = moved;
      }
      return {
        size: count,
        capacity: room,
        free: [],
        dictionary: dictionary.strings(),
        ids: ids.reordered(order),
        columns: next,
      };
    },
    /** Everything it holds, for a snapshot of the candidate index (the arrays themselves, not copies). */
    state: (): MemberColumnsState => ({
      size,
      capacity,
      free: [...free],
      dictionary: dictionary.strings(),
      ids: ids.state(),
      columns: { ...columns },
    }),
    get size() {
      return size;
    },
    /** The slot of a member, or -1. */
    slotOf: (id: string): number => ids.get(id),
    idOf: (slot: number): string => ids.idOf(slot),
    /** Writes a member into their slot (a new one when they have none) and returns it. */
    write(member: IndexedMember): { slot: number; isNew: boolean } {
      const known = ids.get(member.id);
      const slot = known >= 0 ? known : (free.pop() ?? size++);
      if (slot >= capacity) grow(Math.max(capacity * 2, slot + 1));
      const c = columns;
      const [x, y, z] = earthPoint(member.shownLat, member.shownLng);
      c.x[slot] = x;
      c.y[slot] = y;
      c.z[slot] = z;
      c.lat[slot] = member.shownLat;
      c.lng[slot] = member.shownLng;
      c.gender[slot] = dictionary.code(member.gender);
      c.showMe[slot] = dictionary.code(member.showMe);
      c.birth[slot] = birthNumber(member.birthdate);
      c.ageMin[slot] = member.ageMin;
      c.ageMax[slot] = member.ageMax;
      c.maxDistance[slot] = member.maxDistance;
      c.sharing[slot] = SHARING_CODES[member.locationSharing] ?? 2;
      c.lookingFor[slot] = dictionary.code(member.lookingFor);
      c.drinking[slot] = dictionary.code(member.drinking);
      c.smoking[slot] = dictionary.code(member.smoking);
      c.bioLength[slot] = Math.min(65535, member.bioLength);
      c.answered[slot] = Math.min(65535, member.answeredCount);
      c.lastActive[slot] = member.lastActiveAt.getTime();
      c.boostedUntil[slot] = member.boostedUntil?.getTime() ?? 0;
      c.replyRate[slot] = member.replyRate;
      const base = slot * QUESTION_COLUMNS;
      c.answers.fill(0, base, base + QUESTION_COLUMNS);
      for (const [questionId, answer] of Object.entries(member.answers)) {
        const packed = packAnswer(questionId, answer);
        if (packed) c.answers[base + packed.column] = packed.packed;
      }
      // A profile holds at most INTEREST_COLUMNS interests (the contract's limit).
      const codes = interestCodes(member.interests, dictionary).slice(0, INTEREST_COLUMNS);
      c.interests.set(codes, slot * INTEREST_COLUMNS);
      c.interestCount[slot] = codes.length;
      if (known < 0) {
        ids.set(member.id, slot);
        c.cell[slot] = -1;
        c.exposure[slot] = 0;
        c.placed[slot] = 0;
      }
      return { slot, isNew: known < 0 };
    },
    /**
     * A member's answers to these questions as they were written into the index, and how many
     * questions they answered; null for a member not in it.
     */
    answersOf(
      id: string,
      questionIds: readonly string[],
    ): { shared: Record<string, QuestionAnswer>; answeredCount: number } | null {
      const slot = ids.get(id);
      if (slot < 0) return null;
      const shared: Record<string, QuestionAnswer> = {};
      for (const questionId of questionIds) {
        const column = questionColumnOf(questionId);
        const answer =
          column === undefined ? null : unpackAnswer(column, columns.answers[slot * QUESTION_COLUMNS + column]!);
        if (answer) shared[questionId] = answer;
      }
      return { shared, answeredCount: columns.answered[slot]! };
    },
    /** Frees the slot of a member who left the index (the caller has unlinked it from its cell). */
    clear(id: string): void {
      const slot = ids.get(id);
      if (slot < 0) return;
      ids.delete(id);
      free.push(slot);
    },
  };
}

export type MemberColumns = ReturnType<typeof createMemberColumns>;
export type Columns = ReturnType<typeof emptyColumns>;
export type ColumnName = keyof Columns;

/** The columns in a fixed order (a snapshot writes them so), and how many values a slot has in each. */
export const COLUMN_NAMES = Object.keys(emptyColumns()) as ColumnName[];
export function columnWidth(name: ColumnName): number {
  return name === 'answers' ? QUESTION_COLUMNS : name === 'interests' ? INTEREST_COLUMNS : 1;
}

export interface MemberColumnsState {
  /** Slots in use or freed; `capacity` slots in every column. */
  size: number;
  capacity: number;
  free: readonly number[];
  dictionary: readonly string[];
  ids: UuidSlotsState;
  columns: Columns;
}
