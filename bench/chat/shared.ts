// What the chat benches' processes share: the messages between the orchestrator and its client
// processes (IPC), and small statistics helpers.

export interface MemberSpec {
  userId: string;
  /** The bearer token of the member's seeded session. */
  token: string;
}

/** Two members with one live match; both sockets live in the same client process. */
export interface PairSpec {
  index: number;
  matchId: string;
  a: MemberSpec;
  b: MemberSpec;
}

export interface ConnectCommand {
  type: 'connect';
  url: string;
  pairs: PairSpec[];
  /** Sockets connecting at once in this process. */
  batch: number;
  /** Keep unacknowledged sends and send them again after a reconnect (chat-crash). */
  resend: boolean;
  client: ClientKind;
}

/** `lean`: the socket.io protocol straight over ws (lean-socket.ts); `socket.io`: socket.io-client. */
export type ClientKind = 'lean' | 'socket.io';

/** `--client lean|socket.io` (lean by default). */
export function clientKindArgument(): ClientKind {
  const kind = argument('client') ?? 'lean';
  if (kind !== 'lean' && kind !== 'socket.io') throw new Error('--client is lean or socket.io');
  return kind;
}

export interface RunCommand {
  type: 'run';
  /** Prefix of every client id of this run (distinct per run, so the database can be counted):
   * measured sends are `${tag}m${worker}.${n}`, warm-up ones `${tag}w${worker}.${n}`. */
  tag: string;
  worker: number;
  /** Messages per second sent by this process. */
  rate: number;
  warmupSeconds: number;
  seconds: number;
  /** After the last send, how long to wait for acks and deliveries. */
  drainSeconds: number;
  /** `--timeline`: write every measured message to `${timeline}-worker${worker}.tsv`. */
  timeline?: string;
  /**
   * `--reactions`: this share of the sends is a `message:react` instead (decision 108), on the
   * latest message the sender received; counted apart from the messages.
   */
  reactions?: number;
}

/** Reactions of a run (decision 108): measured phase only. */
export interface ReactionResult {
  sent: number;
  acked: number;
  ackErrors: Record<string, number>;
  /** Acknowledged reactions the partner heard (`message:reactions` with the emoji). */
  delivered: number;
  ackMs: Float64Array;
  deliveryMs: Float64Array;
}

export type ToWorker =
  | ConnectCommand
  | RunCommand
  | { type: 'settle'; timeoutSeconds: number }
  | { type: 'catchUp'; url: string }
  | { type: 'disconnect' };

export interface ConnectResult {
  type: 'connected';
  sockets: number;
  failed: number;
  errors: string[];
  ms: number;
  /** Handshake durations (emit to `connect`), ms. */
  handshakeMs: number[];
}

export interface RunResult {
  type: 'result';
  /** Measured phase only (warm-up messages are left out of every figure below). */
  sent: number;
  acked: number;
  ackErrors: Record<string, number>;
  /** No ack at all by the end of the drain. */
  unanswered: number;
  /** Acknowledged messages the recipient saw at least once. */
  delivered: number;
  /** Every `message:new` the recipients got for measured messages, repeats included. */
  deliveredRaw: number;
  /** Messages a recipient saw under more than one message id (the server stored them twice). */
  deliveredDistinctIdsTwice: number;
  /** Acknowledged but never delivered to the recipient. */
  lost: number;
  /** Delivered although the sender never got an ok ack (possible only around a crash). */
  deliveredUnacked: number;
  /** The sender's own copy (`message:new` to the sender's room). */
  echoes: number;
  notifications: number;
  /** `message:new` for a client id this run does not know (late ones from an earlier run). */
  strays: number;
  /** Attempts beyond the first (resends after a reconnect, retries after a 429). */
  resends: number;
  /** 429 answers (resend mode retries them a second later; otherwise they count in ackErrors). */
  rateLimited: number;
  deliveryMs: Float64Array;
  ackMs: Float64Array;
  ackedClientIds: string[];
  /** Every client id this run sent (emitted at least once or queued), measured phase. */
  sentClientIds: string[];
  sendSeconds: number;
  /** From the first measured send to the last ack of a measured message. */
  ackSeconds: number;
  /** Client process health over the whole run. */
  client: { elu: number; lagP99Ms: number; lagMaxMs: number; cpuSeconds: number };
  reactions: ReactionResult;
  disconnects: number;
  reconnects: number;
  /** Wall-clock (Date.now()) of every disconnect and reconnect, to compare with the orchestrator's. */
  disconnectAt: number[];
  reconnectAt: number[];
  /** Unacknowledged sends still held at the end (resend mode: still waiting for a socket). */
  pending: number;
}

export type FromWorker =
  | { type: 'ready' }
  | ConnectResult
  | RunResult
  | { type: 'settled'; pending: number; ms: number }
  /** Of `asked` acknowledged messages never delivered live, `found` were in the recipient's history. */
  | { type: 'caughtUp'; asked: number; found: number; requests: number }
  | { type: 'disconnected' }
  | { type: 'error'; message: string };

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const round = (value: number, digits = 1): number | null =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : null;

export interface Distribution {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
}

export function distribution(values: ArrayLike<number>[]): Distribution {
  let total = 0;
  for (const part of values) total += part.length;
  const all = new Float64Array(total);
  let offset = 0;
  for (const part of values) {
    all.set(part, offset);
    offset += part.length;
  }
  all.sort();
  let sum = 0;
  for (const value of all) sum += value;
  return {
    count: all.length,
    p50: round(percentile(all, 0.5), 2),
    p95: round(percentile(all, 0.95), 2),
    p99: round(percentile(all, 0.99), 2),
    max: round(all.length ? all[all.length - 1]! : Number.NaN, 2),
    mean: round(all.length ? sum / all.length : Number.NaN, 2),
  };
}

export const log = (line: string): void => {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `--name value` or `--name=value` from argv. */
export function argument(name: string, argv = process.argv.slice(2)): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === `--${name}`) return argv[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

export function numberList(value: string | undefined, fallback: number[]): number[] {
  if (!value) return fallback;
  const list = value.split(',').map((part) => Number(part.trim().replace(/k$/i, '000')));
  if (list.some((n) => !Number.isFinite(n) || n <= 0)) throw new Error(`not a list of positive numbers: ${value}`);
  return list;
}

/** The client processes' results of one run added up. */
export function mergeResults(results: RunResult[]) {
  const sum = (pick: (result: RunResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const ackErrors: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.ackErrors))
      ackErrors[status] = (ackErrors[status] ?? 0) + count;
  }
  const sendSeconds = Math.max(...results.map((result) => result.sendSeconds));
  const ackSeconds = Math.max(...results.map((result) => result.ackSeconds));
  return {
    sent: sum((r) => r.sent),
    acked: sum((r) => r.acked),
    ackErrors,
    unanswered: sum((r) => r.unanswered),
    delivered: sum((r) => r.delivered),
    deliveredRaw: sum((r) => r.deliveredRaw),
    deliveredDistinctIdsTwice: sum((r) => r.deliveredDistinctIdsTwice),
    lost: sum((r) => r.lost),
    deliveredUnacked: sum((r) => r.deliveredUnacked),
    echoes: sum((r) => r.echoes),
    notifications: sum((r) => r.notifications),
    strays: sum((r) => r.strays),
    resends: sum((r) => r.resends),
    rateLimited: sum((r) => r.rateLimited),
    disconnects: sum((r) => r.disconnects),
    reconnects: sum((r) => r.reconnects),
    pending: sum((r) => r.pending),
    sendSeconds,
    ackSeconds,
    delivery: distribution(results.map((r) => r.deliveryMs)),
    ack: distribution(results.map((r) => r.ackMs)),
    ackedClientIds: results.flatMap((r) => r.ackedClientIds),
    sentClientIds: results.flatMap((r) => r.sentClientIds),
    clients: results.map((r) => r.client),
    reactions: mergeReactions(results.map((r) => r.reactions)),
  };
}

function mergeReactions(results: ReactionResult[]) {
  const ackErrors: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.ackErrors))
      ackErrors[status] = (ackErrors[status] ?? 0) + count;
  }
  return {
    sent: results.reduce((total, r) => total + r.sent, 0),
    acknowledged: results.reduce((total, r) => total + r.acked, 0),
    ack_errors: ackErrors,
    delivered: results.reduce((total, r) => total + r.delivered, 0),
    latency_ms: {
      delivery: distribution(results.map((r) => r.deliveryMs)),
      ack: distribution(results.map((r) => r.ackMs)),
    },
  };
}
