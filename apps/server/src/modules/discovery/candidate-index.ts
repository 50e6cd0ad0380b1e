import type { Database } from '../../db/database';
import {
  candidateChangesAfter,
  databaseIdentity,
  latestCandidateChange,
  recommendableMembersAfter,
  recommendableMembersAmong,
  type ChangeCursor,
} from './candidate-index.repo';
import { createMemberColumns, type IndexedMember } from './member-columns';
import { decodeIndexSnapshot, encodeIndexSnapshot, UnusableSnapshot } from './candidate-index-snapshot';
import { adoptPackingOrder, packingOrder } from './packed-members';
import { rankRadius, type IndexRanking } from './radius-ranking';

/** Grid cells of this many degrees: a radius visits the cells its box touches. */
const CELL_DEGREES = 0.25;
const LOAD_PAGE = 2000;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const CHANGES_PAGE = 5000;
/** Changes are re-read this far back: a transaction stamped earlier may commit later. */
const CHANGE_OVERLAP_US = 10_000_000;
/**
 * A deck read uses the index without catching up when it caught up this recently and no change was
 * made through this process since: at most one catch-up a second for reads, however many there are.
 */
export const READ_FRESH_MS = 1000;
/**
 * How often cards shown become exposure that ranking reads (ranking.ts RANKING_EXPOSURE), by a job
 * (jobs/snapshot-exposure.job.ts): one snapshot's decay is one interval's.
 */
export const EXPOSURE_SNAPSHOT_MS = 10 * 60 * 1000;
/** Exposure halves every 12 hours: what a member was shown yesterday matters half as much. */
const EXPOSURE_HALF_LIFE_MS = 12 * 60 * 60 * 1000;

/**
 * Cards shown by every process (decision 093): takes this process's counts since the last snapshot
 * and answers every process's counts this process has not applied yet (its own among them).
 */
export interface SharedShownCounts {
  exchange(local: ReadonlyMap<string, number>): Promise<Map<string, number>>;
}

/**
 * Where the index keeps a snapshot of itself (candidate-index-snapshot.ts): a new process starts
 * from it and catches up instead of reading every member (issue 34). The composition root hands in
 * the object store; without it the index always loads from the database.
 */
export interface IndexSnapshots {
  read(): Promise<Buffer | null>;
  write(data: Buffer): Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const cellOf = (lat: number, lng: number) =>
  Math.floor((lat + 90) / CELL_DEGREES) * 2000 + Math.floor((lng + 180) / CELL_DEGREES);

/**
 * Every recommendable member of the database in memory, as columns (member-columns.ts) in a grid
 * of places, so a deck can rank everyone in a radius by compatibility in milliseconds
 * (docs/decisions/054). Loaded in pages when the app starts; kept current from candidate_changes,
 * which database triggers fill whoever writes: before every ranking (so a process sees its own
 * writes and everything committed before) and by a job (jobs/catch-up-candidate-index.job.ts).
 */
export function createCandidateIndex(
  db: Database,
  {
    onError = () => undefined,
    exposureSnapshotMs = EXPOSURE_SNAPSHOT_MS,
    sharedShown,
    snapshots,
  }: {
    onError?: (error: unknown) => void;
    exposureSnapshotMs?: number;
    sharedShown?: SharedShownCounts;
    snapshots?: IndexSnapshots;
  } = {},
) {
  let store = createMemberColumns();
  const c = () => store.columns;
  /** The first member of each grid cell's list (member-columns.ts cellNext / cellPrev). */
  const cellHeads = new Map<number, number>();
  let members = 0;
  /** Microseconds since the epoch of the latest change applied, and the changes applied near it. */
  let watermark = Number.NEGATIVE_INFINITY;
  const applied = new Map<string, number>();
  let loaded: Promise<void> | null = null;
  let isLoaded = false;
  let catching: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let stopped = false;
  /** The average member's exposure at the last snapshot: each member's is read against it. */
  let exposureScale = 1;
  /** When the last finished catch-up started (ms), and whether this process changed a member since. */
  let caughtUpAt = Number.NEGATIVE_INFINITY;
  let changedHere = false;
  /** Set while a snapshot copies the columns: catching up waits for it. */
  let copying: Promise<void> | null = null;
  let writing: Promise<boolean> | null = null;
  /** Where the first load came from, and when that snapshot was taken. */
  let loadedFrom: { source: 'database' } | { source: 'snapshot'; takenAt: Date } | null = null;

  function unlink(slot: number): void {
    const { cell, cellNext, cellPrev } = c();
    const next = cellNext[slot]!;
    const prev = cellPrev[slot]!;
    if (prev >= 0) cellNext[prev] = next;
    else if (next >= 0) cellHeads.set(cell[slot]!, next);
    else cellHeads.delete(cell[slot]!);
    if (next >= 0) cellPrev[next] = prev;
    cell[slot] = -1;
  }

  function link(slot: number, to: number): void {
    const { cell, cellNext, cellPrev } = c();
    const head = cellHeads.get(to) ?? -1;
    cellNext[slot] = head;
    cellPrev[slot] = -1;
    if (head >= 0) cellPrev[head] = slot;
    cellHeads.set(to, slot);
    cell[slot] = to;
  }

  function put(member: IndexedMember): void {
    const { slot, isNew } = store.write(member);
    if (isNew) members++;
    const to = cellOf(member.shownLat, member.shownLng);
    if (c().cell[slot] !== to) {
      if (c().cell[slot]! >= 0) unlink(slot);
      link(slot, to);
    }
  }

  function drop(id: string): void {
    const slot = store.slotOf(id);
    if (slot < 0) return;
    unlink(slot);
    store.clear(id);
    members--;
  }

  async function load(): Promise<void> {
    if (snapshots && (await restore(snapshots))) {
      isLoaded = true;
      await catchUp();
      return;
    }
    await loadFromDatabase();
    if (stopped) return;
    compact();
    loadedFrom = { source: 'database' };
    isLoaded = true;
    await catchUp();
    // The next process to start reads this instead of every member.
    if (snapshots && !stopped) void writeSnapshot().catch(onError);
  }

  /**
   * Renumbers the members cell by cell (cells in grid order), so ranking a radius walks each column
   * in runs: loaded in id order, neighbours sat anywhere in memory and a dense city's walk was
   * mostly cache misses. Members placed later go at the end; a snapshot keeps the order.
   */
  function compact(): void {
    const copy = inCellOrder(() => true);
    store = copy.store;
    cellHeads.clear();
    for (const [cell, head] of copy.cellHeads) cellHeads.set(cell, head);
    members = store.size;
  }

  /** A copy of the members `keep` accepts (by slot), renumbered cell by cell, with its grid. */
  function inCellOrder(keep: (slot: number) => boolean) {
    const { cellNext } = c();
    const order = new Int32Array(members);
    let count = 0;
    for (const key of [...cellHeads.keys()].sort((a, b) => a - b)) {
      for (let slot = cellHeads.get(key)!; slot >= 0; slot = cellNext[slot]!) if (keep(slot)) order[count++] = slot;
    }
    const copy = createMemberColumns(0, store.reordered(order.subarray(0, count)));
    const { cell, cellNext: next, cellPrev } = copy.columns;
    const heads = new Map<number, number>();
    for (let slot = 0; slot < count; slot++) {
      const same = slot > 0 && cell[slot - 1] === cell[slot];
      cellPrev[slot] = same ? slot - 1 : -1;
      next[slot] = slot + 1 < count && cell[slot + 1] === cell[slot] ? slot + 1 : -1;
      if (!same) heads.set(cell[slot]!, slot);
    }
    return { store: copy, cellHeads: heads };
  }

  /** The index as a snapshot left it (its watermark too), or false when there is none it can use. */
  async function restore(from: IndexSnapshots): Promise<boolean> {
    let snapshot;
    try {
      const data = await from.read();
      if (!data) return false;
      snapshot = decodeIndexSnapshot(data);
      if (snapshot.database !== (await databaseIdentity(db))) throw new UnusableSnapshot('another database');
      // A database put back to before the snapshot (a restored backup) no longer has what it holds.
      if ((await latestCandidateChange(db)).us < snapshot.watermarkUs)
        throw new UnusableSnapshot('newer than the database');
      if (!adoptPackingOrder(snapshot.packing)) throw new UnusableSnapshot('other questions or options');
    } catch (error) {
      onError(error);
      return false;
    }
    store = createMemberColumns(0, snapshot.store);
    const { cell, cellPrev } = c();
    cellHeads.clear();
    for (let slot = 0; slot < store.size; slot++)
      if (cell[slot]! >= 0 && cellPrev[slot]! < 0) cellHeads.set(cell[slot]!, slot);
    members = snapshot.store.size - snapshot.store.free.length;
    watermark = snapshot.watermarkUs;
    exposureScale = snapshot.exposureScale;
    loadedFrom = { source: 'snapshot', takenAt: snapshot.takenAt };
    return true;
  }

  /**
   * Writes the index to `snapshots`. Catching up waits while the columns are copied (a chunk a
   * turn, so reads go on), not while the copy is stored. False when there is nothing to write.
   */
  function writeSnapshot(): Promise<boolean> {
    if (!snapshots || !isLoaded || stopped) return Promise.resolve(false);
    writing ??= (async () => {
      const database = await databaseIdentity(db);
      while (catching || queued) await (queued ?? catching)!.catch(() => undefined);
      const snapshot = {
        database,
        takenAt: new Date(),
        watermarkUs: watermark,
        exposureScale,
        packing: packingOrder(),
        store: store.state(),
      };
      const encoding = encodeIndexSnapshot(snapshot, nextTurn);
      copying = encoding.then(
        () => undefined,
        () => undefined,
      );
      const data = await encoding.finally(() => (copying = null));
      await snapshots.write(data);
      return true;
    })().finally(() => (writing = null));
    return writing;
  }

  async function loadFromDatabase(): Promise<void> {
    const from = await latestCandidateChange(db);
    watermark = from.us;
    // The next page is read while this one goes in: the database and this thread work side by side.
    let next: Promise<IndexedMember[]> | null = recommendableMembersAfter(db, NIL_UUID, LOAD_PAGE);
    while (next) {
      const page: IndexedMember[] = await next;
      next = null;
      if (stopped) return;
      if (page.length === LOAD_PAGE) {
        next = recommendableMembersAfter(db, page[page.length - 1]!.id, LOAD_PAGE);
        // Awaited (and its error thrown) on the next turn; observed now so a failure while this
        // page goes in is not reported as unhandled.
        next.catch(() => undefined);
      }
      for (const member of page) put(member);
    }
  }

  /**
   * Applies every change noted since the watermark (less the overlap: a transaction stamped earlier
   * may commit later), page by page in (time, member) order; members already applied at the same
   * stamp are skipped.
   */
  async function catchUpOnce(): Promise<void> {
    const startedAt = Date.now();
    changedHere = false;
    let cursor: ChangeCursor = { us: watermark - CHANGE_OVERLAP_US, userId: NIL_UUID };
    for (;;) {
      if (stopped) return;
      const changes = await candidateChangesAfter(db, cursor, CHANGES_PAGE);
      const fresh = changes.filter((change) => applied.get(change.userId) !== change.us);
      if (fresh.length > 0) {
        const ids = [...new Set(fresh.map((change) => change.userId))];
        const found = await recommendableMembersAmong(db, ids);
        const still = new Set(found.map((member) => member.id));
        for (const member of found) put(member);
        for (const id of ids) if (!still.has(id)) drop(id);
        for (const change of fresh) applied.set(change.userId, change.us);
      }
      for (const change of changes) watermark = Math.max(watermark, change.us);
      if (changes.length < CHANGES_PAGE) break;
      cursor = changes[changes.length - 1]!;
    }
    for (const [id, us] of applied) if (us < watermark - CHANGE_OVERLAP_US) applied.delete(id);
    caughtUpAt = startedAt;
  }

  /** Cards shown since the last snapshot become exposure; older exposure decays (one step = the interval). */
  function applyShown(): void {
    const { exposure, placed } = c();
    const decay = 0.5 ** ((exposureSnapshotMs || EXPOSURE_SNAPSHOT_MS) / EXPOSURE_HALF_LIFE_MS);
    let total = 0;
    for (let slot = 0; slot < store.size; slot++) {
      exposure[slot] = exposure[slot]! * decay + placed[slot]!;
      total += exposure[slot]!;
    }
    // Against the average however small: when most members were shown to no one, a member shown
    // once has had many times their share (a floor of one card would let the best fits be shown
    // again and again before others once: docs/decisions/055).
    exposureScale = total > 0 ? total / Math.max(1, members) : 1;
    placed.fill(0);
  }

  /**
   * Alone, this process's cards shown; with `sharedShown`, every process's (each process ranks by
   * the same exposure). While the shared counts fail, this process's own count.
   */
  function snapshotExposure(): void | Promise<void> {
    if (!sharedShown) return applyShown();
    const { placed } = c();
    const local = new Map<string, number>();
    for (let slot = 0; slot < store.size; slot++) if (placed[slot]! > 0) local.set(store.idOf(slot), placed[slot]!);
    placed.fill(0);
    // Cards shown while the exchange runs belong to the next snapshot: kept aside, then put back.
    const apply = (counts: ReadonlyMap<string, number>) => {
      const { placed: now } = c();
      const during = now.slice();
      now.fill(0);
      for (const [id, count] of counts) {
        const slot = store.slotOf(id);
        if (slot >= 0) now[slot] = Math.min(65535, count);
      }
      applyShown();
      now.set(during);
    };
    return sharedShown.exchange(local).then(apply, (error: unknown) => {
      onError(error);
      apply(local);
    });
  }

  /** Starts loading (again, after a failed load) in the background. */
  function start(): Promise<void> {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      onError(error);
      throw error;
    });
    return loaded;
  }

  /** Catches up now; a call while one runs waits for a run that starts after it (its own writes). */
  function catchUp(): Promise<void> {
    // After the load, a catch-up that starts after this call: it sees what the caller wrote.
    if (!isLoaded) return start().then(() => catchUp());
    if (!catching) {
      const after = copying ?? Promise.resolve();
      catching = after.then(catchUpOnce).finally(() => (catching = null));
      return catching;
    }
    queued ??= catching.then(() => {
      queued = null;
      return catchUp();
    });
    return queued;
  }

  return {
    start,
    /** True once loaded, waiting at most `ms` for the load to finish (starting it if needed). */
    async readyWithin(ms: number): Promise<boolean> {
      if (isLoaded) return true;
      const loading = start().catch(() => undefined);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([loading, new Promise((resolve) => (wait = setTimeout(resolve, ms)))]);
      clearTimeout(wait);
      return isLoaded;
    },
    catchUp,
    /** This process changed a member (their profile or answers): the next read catches up. */
    noteChange(): void {
      changedHere = true;
    },
    /**
     * Catches up before a read unless the index caught up within READ_FRESH_MS and nothing changed
     * here since: a change made through this process counts at once, one made elsewhere within a
     * second. Nothing to do before the first load (reads do not wait for it).
     */
    catchUpForRead(): Promise<void> {
      if (!isLoaded || (!changedHere && Date.now() - caughtUpAt < READ_FRESH_MS)) return Promise.resolve();
      return catchUp();
    },
    /** Members whose cards a page showed (fairness: ranking.ts RANKING_EXPOSURE). */
    countShown(ids: readonly string[]): void {
      const { placed } = c();
      for (const id of ids) {
        const slot = store.slotOf(id);
        if (slot >= 0 && placed[slot]! < 65535) placed[slot]!++;
      }
    },
    snapshotExposure,
    writeSnapshot,
    /** Where the first load came from (null until it finished): the database, or a snapshot taken when. */
    get loadedFrom() {
      return loadedFrom;
    },
    /** How many times the average member's exposure this member has (what ranking reads). */
    exposureOf: (id: string): number => {
      const slot = store.slotOf(id);
      return slot < 0 ? 0 : c().exposure[slot]! / exposureScale;
    },
    get size() {
      return members;
    },
    /** True once the first load finished. */
    get loaded() {
      return isLoaded;
    },
    has: (id: string) => store.slotOf(id) >= 0,
    /**
     * A member's answers to the seeker's questions as the index holds them (current to its last
     * catch-up: within jobs/catch-up-candidate-index.job.ts's interval), or null for a member not in it.
     */
    answersOf: (id: string, questionIds: readonly string[]) => store.answersOf(id, questionIds),

    /**
     * The best `limit` members for the seeker among everyone in the radius who passes every hard
     * rule and is not excluded, and how many were eligible (radius-ranking.ts).
     */
    rank: (input: IndexRanking) =>
      rankRadius({ store, cellHeads, cellOf, cellDegrees: CELL_DEGREES, exposureScale }, input),

    /**
     * A still copy of the members last active at or after `sinceMs`, ranked like the index: the
     * daily pick's pass (daily-picks.ts) walks only active members, a third of a dense radius, and
     * is not changed under by catch-ups while it runs. Costs one pass over the index and a copy
     * of the kept members' columns.
     */
    activeSince(sinceMs: number): { size: number; rank: (input: IndexRanking) => ReturnType<typeof rankRadius> } {
      const { lastActive } = c();
      const copy = inCellOrder((slot) => lastActive[slot]! >= sinceMs);
      const view = { ...copy, cellOf, cellDegrees: CELL_DEGREES, exposureScale };
      return { size: copy.store.size, rank: (input: IndexRanking) => rankRadius(view, input) };
    },

    /** Stops any load or catch-up in progress (before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      await Promise.allSettled([loaded, catching, queued, writing]);
    },
  };
}

export type CandidateIndex = ReturnType<typeof createCandidateIndex>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The bench waits for it to load; tests can ask what it holds. */
    candidateIndex: CandidateIndex;
  }
}
