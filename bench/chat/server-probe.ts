// Loaded into the server process with `node --import` (server.ts bundles it next to the server):
// answers the orchestrator's IPC questions about the event loop (utilisation, delay), the heap, and
// how long the server waited for PostgreSQL (pg's Client#query timed from call to answer, which
// also counts any time the answer waited for a busy event loop). /proc cannot tell these. It changes
// nothing the app does.
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import pg from 'pg';

export interface QueryTimes {
  count: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Rows returned in all (for the message insert: messages stored). */
  rows: number;
}

export interface ProbeAnswer {
  type: 'probe';
  /** The server's `performance.timeOrigin` (Unix ms): `--trace-gc` times count from about here. */
  timeOriginMs: number;
  elu: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** The batched message INSERT (messages.repo insertMessages) and every other statement. */
  queries: { insertMessages: QueryTimes; other: QueryTimes };
  /** The most frequent statements since the last answer: a prepared one by name, others by their opening. */
  statements: { statement: string; count: number }[];
  /** The slowest statements since the last answer, with when they were sent (Unix ms): lines up with --timeline. */
  slowest: { statement: string; ms: number; atUnixMs: number }[];
}

/** Memory right after a full garbage collection: what is live, apart from garbage. */
export interface GcAnswer {
  type: 'gc';
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

type Kind = keyof ProbeAnswer['queries'];
const samples: Record<Kind, number[]> = { insertMessages: [], other: [] };
const rows: Record<Kind, number> = { insertMessages: 0, other: 0 };
const statementCounts = new Map<string, number>();
const SLOWEST_KEPT = 8;
let slowest: ProbeAnswer['slowest'] = [];

function noteSlow(statement: string, started: number): void {
  const ms = performance.now() - started;
  if (slowest.length === SLOWEST_KEPT && ms <= slowest[SLOWEST_KEPT - 1]!.ms) return;
  const atUnixMs = Math.round(performance.timeOrigin + started);
  slowest = [...slowest, { statement, ms: Math.round(ms * 100) / 100, atUnixMs }]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_KEPT);
}

function takeSlowest(): ProbeAnswer['slowest'] {
  const answer = slowest;
  slowest = [];
  return answer;
}

function topStatements(): ProbeAnswer['statements'] {
  const top = [...statementCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([statement, count]) => ({ statement, count }));
  statementCounts.clear();
  return top;
}

function record(kind: Kind, started: number, result: unknown): void {
  samples[kind].push(performance.now() - started);
  const count = (result as { rowCount?: unknown } | null)?.rowCount;
  if (typeof count === 'number') rows[kind] += count;
}

function timesOf(kind: Kind): QueryTimes {
  const sorted = samples[kind].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! * 100) / 100
      : null;
  const answer = {
    count: sorted.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    maxMs: at(1),
    rows: rows[kind],
  };
  samples[kind] = [];
  rows[kind] = 0;
  return answer;
}

function timeQueries(): void {
  type Query = (...args: unknown[]) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function timedQuery(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const name = typeof first === 'string' ? undefined : first?.name;
    const kind: Kind = name === 'kindred_insert_messages' ? 'insertMessages' : 'other';
    const statement = name ?? text.replace(/\s+/g, ' ').trim().slice(0, 120);
    statementCounts.set(statement, (statementCounts.get(statement) ?? 0) + 1);
    const started = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // pg-pool's form: query(text, values, callback).
      args[last] = (error: unknown, result: unknown) => {
        record(kind, started, result);
        noteSlow(statement, started);
        return (callback as (error: unknown, result: unknown) => unknown)(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        (value) => {
          record(kind, started, value);
          noteSlow(statement, started);
        },
        () => record(kind, started, null),
      );
    }
    return result;
  };
}

if (process.send) {
  timeQueries();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'gc') {
      // Only when asked (never during a measured cell): shows live memory apart from garbage.
      (globalThis as { gc?: () => void }).gc?.();
      const memory = process.memoryUsage();
      const answer: GcAnswer = {
        type: 'gc',
        rssMb: mb(memory.rss),
        heapUsedMb: mb(memory.heapUsed),
        heapTotalMb: mb(memory.heapTotal),
        externalMb: mb(memory.external),
        arrayBuffersMb: mb(memory.arrayBuffers),
      };
      process.send!(answer);
      return;
    }
    if (message?.type === 'snapshot') {
      // Only when asked (--heap-snapshot): what the heap holds with every socket connected.
      const file = writeHeapSnapshot((message as { path?: string }).path);
      process.send!({ type: 'snapshot', file });
      return;
    }
    if (message?.type !== 'probe') return;
    const now = performance.eventLoopUtilization();
    const memory = process.memoryUsage();
    const answer: ProbeAnswer = {
      type: 'probe',
      timeOriginMs: Math.round(performance.timeOrigin),
      elu: Math.round(performance.eventLoopUtilization(now, since).utilization * 1000) / 1000,
      lagP50Ms: Math.round(delay.percentile(50) / 1e4) / 100,
      lagP99Ms: Math.round(delay.percentile(99) / 1e4) / 100,
      lagMaxMs: Math.round(delay.max / 1e4) / 100,
      heapUsedMb: mb(memory.heapUsed),
      externalMb: mb(memory.external),
      arrayBuffersMb: mb(memory.arrayBuffers),
      queries: { insertMessages: timesOf('insertMessages'), other: timesOf('other') },
      statements: topStatements(),
      slowest: takeSlowest(),
    };
    since = now;
    delay.reset();
    process.send!(answer);
  });
  // The IPC channel must not keep the server alive on its own.
  process.channel?.unref();
}
