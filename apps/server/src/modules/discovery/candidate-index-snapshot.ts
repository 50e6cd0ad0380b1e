import os from 'node:os';
import type { ObjectStorage } from '../../storage/object-storage';
import { COLUMN_NAMES, columnWidth, createMemberColumns, type MemberColumnsState } from './member-columns';

/**
 * The candidate index written out whole (issue 34), so a new process starts from it and catches up
 * with the changes since instead of reading every member from the database (minutes at a million).
 * Layout: MAGIC, the header's length (uint32), the header (JSON), then each section's bytes, each
 * starting at a multiple of 8. Numbers are in this machine's byte order, which the header names.
 */
const MAGIC = Buffer.from('KINDRED CANDIDATE INDEX\n');
// 2: members carry their reply rate (decision 107).
const FORMAT = 2;
const ALIGN = 8;
/** Bytes copied between two turns of the event loop while a snapshot is written. */
const COPY_CHUNK = 16 * 1024 * 1024;

export interface IndexSnapshot {
  /** The database it was read from (candidate-index.repo.ts databaseIdentity). */
  database: string;
  takenAt: Date;
  /** Microseconds since the epoch of the latest change applied: catching up starts there. */
  watermarkUs: number;
  exposureScale: number;
  /** The questions and options in the order the packed answers use (packed-members.ts packingOrder). */
  packing: { questions: string[]; options: string[][] };
  store: MemberColumnsState;
}

type Numbers = Float64Array | Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;

interface Section {
  name: string;
  type: string;
  length: number;
}

interface Header {
  format: number;
  endianness: string;
  database: string;
  takenAt: string;
  watermarkUs: number;
  exposureScale: number;
  packing: IndexSnapshot['packing'];
  size: number;
  dictionary: readonly string[];
  ids: { used: number; live: number };
  sections: Section[];
}

const pad = (bytes: number) => Math.ceil(bytes / ALIGN) * ALIGN;

type NumbersType = new (length: number) => Numbers;

/** Each section's array type, and values a member (null: a section read whole), in the file's order. */
function sectionLayout(): Map<string, { Type: NumbersType; width: number | null }> {
  const columns = createMemberColumns(0).columns;
  return new Map<string, { Type: NumbersType; width: number | null }>([
    ...COLUMN_NAMES.map((name): [string, { Type: NumbersType; width: number }] => [
      name,
      { Type: columns[name].constructor as NumbersType, width: columnWidth(name) },
    ]),
    ['ids.words', { Type: Uint32Array, width: 4 }],
    ['ids.table', { Type: Int32Array, width: null }],
    ['free', { Type: Int32Array, width: null }],
  ]);
}

/** What goes in the sections: the used part of every column, the ids' words and table, the free slots. */
function sectionsOf(store: MemberColumnsState): [string, Numbers][] {
  return [
    ...COLUMN_NAMES.map((name): [string, Numbers] => [
      name,
      store.columns[name].subarray(0, store.size * columnWidth(name)),
    ]),
    ['ids.words', store.ids.words.subarray(0, store.size * 4)],
    ['ids.table', store.ids.table],
    ['free', Int32Array.from(store.free)],
  ];
}

/**
 * The snapshot's bytes. Copies a chunk at a time and calls `between` after each (the index passes
 * a turn of the event loop: at a million members it is about 240 MB); nothing may change the
 * columns until it resolves.
 */
export async function encodeIndexSnapshot(
  snapshot: IndexSnapshot,
  between: () => Promise<void> = async () => undefined,
): Promise<Buffer> {
  const sections = sectionsOf(snapshot.store);
  const header: Header = {
    format: FORMAT,
    endianness: os.endianness(),
    database: snapshot.database,
    takenAt: snapshot.takenAt.toISOString(),
    watermarkUs: snapshot.watermarkUs,
    exposureScale: snapshot.exposureScale,
    packing: snapshot.packing,
    size: snapshot.store.size,
    dictionary: snapshot.store.dictionary,
    ids: { used: snapshot.store.ids.used, live: snapshot.store.ids.live },
    sections: sections.map(([name, values]) => ({ name, type: values.constructor.name, length: values.length })),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const start = pad(MAGIC.length + 4 + headerBytes.length);
  const total = sections.reduce((sum, [, values]) => sum + pad(values.byteLength), start);
  const out = Buffer.alloc(total);
  MAGIC.copy(out, 0);
  out.writeUInt32LE(headerBytes.length, MAGIC.length);
  headerBytes.copy(out, MAGIC.length + 4);
  let at = start;
  for (const [, values] of sections) {
    const bytes = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
    for (let from = 0; from < bytes.length; from += COPY_CHUNK) {
      out.set(bytes.subarray(from, from + COPY_CHUNK), at + from);
      await between();
    }
    at += pad(values.byteLength);
  }
  return out;
}

/** Why a snapshot cannot be used (logged; the index then loads from the database). */
export class UnusableSnapshot extends Error {
  constructor(reason: string) {
    super(`candidate index snapshot not used: ${reason}`);
    this.name = 'UnusableSnapshot';
  }
}

/**
 * The snapshot in `data`, its columns copied out with room to grow. Throws UnusableSnapshot for
 * another format, another byte order or columns this version does not have (or lacks).
 */
export function decodeIndexSnapshot(data: Buffer): IndexSnapshot {
  if (data.length < MAGIC.length + 4 || !data.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new UnusableSnapshot('not a snapshot');
  }
  const headerLength = data.readUInt32LE(MAGIC.length);
  const header = JSON.parse(data.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as Header;
  if (header.format !== FORMAT) throw new UnusableSnapshot(`format ${header.format}`);
  if (header.endianness !== os.endianness()) throw new UnusableSnapshot(`byte order ${header.endianness}`);
  const size = header.size;
  const capacity = Math.max(1024, Math.ceil(size * 1.25));
  const layout = sectionLayout();
  if (header.sections.map((section) => section.name).join() !== [...layout.keys()].join()) {
    throw new UnusableSnapshot('other columns');
  }
  let at = pad(MAGIC.length + 4 + headerLength);
  const read = new Map<string, Numbers>();
  for (const section of header.sections) {
    const { Type, width } = layout.get(section.name)!;
    if (Type.name !== section.type) throw new UnusableSnapshot(`${section.name} is ${section.type}`);
    // Per-member sections hold `width` values a member and get room to grow; the others are whole.
    if (width !== null && section.length !== size * width) {
      throw new UnusableSnapshot(`${section.name} holds ${section.length} values for ${size} members`);
    }
    const values = new Type(width === null ? section.length : capacity * width);
    const byteLength = section.length * values.BYTES_PER_ELEMENT;
    if (at + byteLength > data.length) throw new UnusableSnapshot('cut short');
    new Uint8Array(values.buffer).set(data.subarray(at, at + byteLength));
    read.set(section.name, values);
    at += pad(byteLength);
  }
  const table = read.get('ids.table') as Int32Array;
  if (table.length === 0 || (table.length & (table.length - 1)) !== 0) throw new UnusableSnapshot('ids table');
  return {
    database: header.database,
    takenAt: new Date(header.takenAt),
    watermarkUs: header.watermarkUs,
    exposureScale: header.exposureScale,
    packing: header.packing,
    store: {
      size,
      capacity,
      free: Array.from(read.get('free')!),
      dictionary: header.dictionary,
      ids: { words: read.get('ids.words') as Uint32Array, table, used: header.ids.used, live: header.ids.live },
      columns: Object.fromEntries(COLUMN_NAMES.map((name) => [name, read.get(name)!])) as MemberColumnsState['columns'],
    },
  };
}

/** The object the snapshot is kept in: one for every process, replaced whole each time. */
export const INDEX_SNAPSHOT_KEY = 'candidate-index/snapshot.bin';

/** The index's snapshots in the app's object store (the folder, or the bucket every process shares). */
export function indexSnapshotsIn(objects: Pick<ObjectStorage, 'get' | 'put'>) {
  return {
    read: () => objects.get(INDEX_SNAPSHOT_KEY),
    write: (data: Buffer) => objects.put(INDEX_SNAPSHOT_KEY, data, 'application/octet-stream'),
  };
}
