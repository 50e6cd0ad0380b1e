// A client process of the chat benches (forked by clients.ts): holds the sockets of whole pairs,
// so a message's send and its delivery to the partner are timed on one clock (performance.now()).
// Sends `message:send` at the asked rate round-robin over its pairs (alternating sender), and
// tracks every message: ack, the recipient's `message:new` (matched by content, which carries the
// client id; recipients dedupe by message id), the sender's echo, the recipient's notification.
import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import type { Message } from '@kindred/contract/conversations';
import { REACTION_EMOJI, type MessageReactionsEvent } from '@kindred/contract/message-actions';
import type { Ack } from '@kindred/contract/realtime';
import { LeanSocket } from './lean-socket';
import type { ClientKind, ConnectCommand, FromWorker, MemberSpec, RunCommand, RunResult, ToWorker } from './shared';
import { sleep } from './shared';

/** What the worker uses of a socket; socket.io-client's Socket and LeanSocket both have it. */
interface ChatSocket {
  readonly connected: boolean;
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, data: unknown, ack: (answer: never) => void): unknown;
  disconnect(): unknown;
}

interface Outgoing {
  clientId: string;
  matchId: string;
  content: string;
}

interface Member {
  spec: MemberSpec;
  matchId: string;
  socket: ChatSocket | null;
  connectedOnce: boolean;
  /** Sends without an ack yet, by client id (resent after a reconnect in resend mode). */
  unacked: Map<string, Outgoing>;
  /** The latest message this member received: what a reaction of theirs goes on (`--reactions`). */
  lastReceivedId: string | null;
}

/** A measured reaction on its way: sent when, to whom; acked when. */
interface TrackedReaction {
  sentAt: number;
  recipient: Member;
  ackAt: number;
  ok: boolean | null;
  deliveredAt: number;
}

interface Tracked {
  measured: boolean;
  recipient: Member;
  sentAt: number;
  attempts: number;
  ackAt: number;
  ok: boolean | null;
  deliveredAt: number;
  deliveries: number;
  messageId: string | null;
  otherIds: number;
}

const CONTENT_PREFIX = 'bench ';
const send = (message: FromWorker) => process.send!(message);

let members: Member[] = [];
let pairs: { a: Member; b: Member }[] = [];
let resend = false;
let tracked = new Map<string, Tracked>();
let counters = { echoes: 0, notifications: 0, strays: 0, disconnects: 0, reconnects: 0, rateLimited: 0 };
let disconnectAt: number[] = [];
let reconnectAt: number[] = [];
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();

function emitSend(member: Member, outgoing: Outgoing): boolean {
  const socket = member.socket;
  // While disconnected the send waits in `unacked` (resend mode sends it on reconnect); it is not
  // handed to socket.io's own buffer, so it can never go twice by accident.
  if (!socket?.connected) return false;
  const entry = tracked.get(outgoing.clientId);
  if (entry) entry.attempts++;
  // Synthetic contents ("…-5h17") can read as swearing to the offensive-language list: answered
  // "send anyway" up front, so every send is stored (the list is read either way, decision 084).
  socket.emit(
    'message:send',
    { matchId: outgoing.matchId, content: outgoing.content, clientId: outgoing.clientId, sendAnyway: true },
    (ack: Ack<Message>) => onAck(member, outgoing.clientId, ack),
  );
  return true;
}

function onAck(member: Member, clientId: string, ack: Ack<Message>): void {
  const now = performance.now();
  const outgoing = member.unacked.get(clientId);
  if (!ack.ok && ack.status === 429 && resend && outgoing) {
    // Too fast (a reconnected outbox sending what waited): an outbox tries again a second later.
    counters.rateLimited++;
    setTimeout(() => {
      if (member.unacked.has(clientId)) emitSend(member, outgoing);
    }, 1000);
    return;
  }
  member.unacked.delete(clientId);
  const entry = tracked.get(clientId);
  if (!entry || entry.ok !== null) return;
  entry.ackAt = now;
  entry.ok = ack.ok;
  if (!ack.ok) ackErrors[String(ack.status)] = (ackErrors[String(ack.status)] ?? 0) + 1;
}
let ackErrors: Record<string, number> = {};

// Reactions (`--reactions`, decision 108), by `${messageId}|${emoji}`: measured ones only.
let reactions = new Map<string, TrackedReaction>();
let reactionErrors: Record<string, number> = {};
let reactionsSent = 0;

function emitReaction(member: Member, recipient: Member, messageId: string, emoji: string, measured: boolean): void {
  const socket = member.socket;
  if (!socket?.connected) return;
  const key = `${messageId}|${emoji}`;
  const entry: TrackedReaction = {
    sentAt: performance.now(),
    recipient,
    ackAt: 0,
    ok: null,
    deliveredAt: 0,
  };
  if (measured) {
    reactionsSent++;
    reactions.set(key, entry);
  }
  socket.emit('message:react', { messageId, emoji }, (ack: Ack<Message>) => {
    entry.ackAt = performance.now();
    entry.ok = ack.ok;
    if (!ack.ok && measured) reactionErrors[String(ack.status)] = (reactionErrors[String(ack.status)] ?? 0) + 1;
  });
}

function onReactions(member: Member, event: MessageReactionsEvent): void {
  const now = performance.now();
  for (const reaction of event.reactions) {
    const entry = reactions.get(`${event.messageId}|${reaction.emoji}`);
    if (entry && entry.recipient === member && entry.deliveredAt === 0) entry.deliveredAt = now;
  }
}

function onMessageNew(member: Member, message: Message): void {
  const now = performance.now();
  if (message.senderId === member.spec.userId) {
    counters.echoes++;
    return;
  }
  member.lastReceivedId = message.id;
  const clientId = message.content.startsWith(CONTENT_PREFIX) ? message.content.slice(CONTENT_PREFIX.length) : '';
  const entry = tracked.get(clientId);
  if (!entry) {
    counters.strays++;
    return;
  }
  entry.deliveries++;
  if (entry.messageId === null) {
    entry.messageId = message.id;
    entry.deliveredAt = now;
  } else if (entry.messageId !== message.id) {
    entry.otherIds++;
  }
}

const RECONNECTION = { reconnectionDelay: 250, reconnectionDelayMax: 2000 };

function createSocket(kind: ClientKind, url: string, token: string): ChatSocket {
  if (kind === 'lean') return new LeanSocket(url, { token, ...RECONNECTION });
  return io(url, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: true,
    reconnectionAttempts: Infinity,
    ...RECONNECTION,
    randomizationFactor: 0.5,
    timeout: 20_000,
  }) as unknown as ChatSocket;
}

function openSocket(kind: ClientKind, url: string, member: Member): ChatSocket {
  const socket = createSocket(kind, url, member.spec.token);
  member.socket = socket;
  socket.on('message:new', (message: Message) => onMessageNew(member, message));
  socket.on('notification:message', () => counters.notifications++);
  socket.on('message:reactions', (event: MessageReactionsEvent) => onReactions(member, event));
  socket.on('connect', () => {
    if (member.connectedOnce) {
      counters.reconnects++;
      reconnectAt.push(performance.timeOrigin + performance.now());
      if (resend) for (const outgoing of member.unacked.values()) emitSend(member, outgoing);
    }
    member.connectedOnce = true;
  });
  socket.on('disconnect', (reason: string) => {
    if (reason === 'io client disconnect') return;
    counters.disconnects++;
    disconnectAt.push(performance.timeOrigin + performance.now());
    // Acks of packets already sent will never come (socket.io drops their callbacks).
    if (!resend) member.unacked.clear();
  });
  return socket;
}

async function connectAll(command: ConnectCommand): Promise<void> {
  resend = command.resend;
  pairs = command.pairs.map((pair) => {
    const a: Member = {
      spec: pair.a,
      matchId: pair.matchId,
      socket: null,
      connectedOnce: false,
      unacked: new Map(),
      lastReceivedId: null,
    };
    const b: Member = { ...a, spec: pair.b, unacked: new Map() };
    return { a, b };
  });
  members = pairs.flatMap((pair) => [pair.a, pair.b]);
  const started = performance.now();
  const handshakeMs: number[] = [];
  const errors = new Map<string, number>();
  let failed = 0;
  for (let i = 0; i < members.length; i += command.batch) {
    await Promise.all(
      members.slice(i, i + command.batch).map(
        (member) =>
          new Promise<void>((resolve) => {
            const begun = performance.now();
            const socket = openSocket(command.client, command.url, member);
            const timer = setTimeout(() => finish('timeout'), 30_000);
            function finish(error: string | null) {
              clearTimeout(timer);
              socket.off('connect', onConnect);
              socket.off('connect_error', onError);
              if (error === null) handshakeMs.push(performance.now() - begun);
              else {
                failed++;
                errors.set(error, (errors.get(error) ?? 0) + 1);
              }
              resolve();
            }
            const onConnect = () => finish(null);
            // A refusal by the server's middleware is final; a transport error is retried by the client.
            const onError = (error: Error) => {
              if (!socket.active) finish(error.message);
            };
            socket.on('connect', onConnect);
            socket.on('connect_error', onError);
          }),
      ),
    );
  }
  send({
    type: 'connected',
    sockets: members.length - failed,
    failed,
    errors: [...errors].map(([message, count]) => `${count}× ${message}`),
    ms: performance.now() - started,
    handshakeMs,
  });
}

function pendingCount(): number {
  let pending = 0;
  for (const member of members) pending += member.unacked.size;
  return pending;
}

async function run(command: RunCommand): Promise<void> {
  tracked = new Map();
  ackErrors = {};
  counters = { echoes: 0, notifications: 0, strays: 0, disconnects: 0, reconnects: 0, rateLimited: 0 };
  disconnectAt = [];
  reconnectAt = [];
  delay.reset();
  const eluStart = performance.eventLoopUtilization();
  const cpuStart = process.cpuUsage();

  let measuredSent = 0;
  let generated = 0;
  reactions = new Map();
  reactionErrors = {};
  reactionsSent = 0;
  const reactionShare = command.reactions ?? 0;
  let reactionCredit = 0;
  const started = performance.now();
  const warmupEnd = started + command.warmupSeconds * 1000;
  const end = warmupEnd + command.seconds * 1000;
  const sendOne = (now: number) => {
    const pair = pairs[generated % pairs.length]!;
    const fromA = Math.floor(generated / pairs.length) % 2 === 0;
    const sender = fromA ? pair.a : pair.b;
    const measured = now >= warmupEnd;
    // `--reactions`: this share of the sends reacts to the latest message the sender received.
    reactionCredit += reactionShare;
    if (reactionCredit >= 1 && sender.lastReceivedId !== null) {
      reactionCredit -= 1;
      const emoji = REACTION_EMOJI[generated % REACTION_EMOJI.length]!;
      emitReaction(sender, sender === pair.a ? pair.b : pair.a, sender.lastReceivedId, emoji, measured);
      generated++;
      return;
    }
    const clientId = `${command.tag}${measured ? 'm' : 'w'}${command.worker}-${generated.toString(36)}`;
    const outgoing: Outgoing = { clientId, matchId: sender.matchId, content: `${CONTENT_PREFIX}${clientId}` };
    tracked.set(clientId, {
      measured,
      recipient: sender === pair.a ? pair.b : pair.a,
      sentAt: now,
      attempts: 0,
      ackAt: 0,
      ok: null,
      deliveredAt: 0,
      deliveries: 0,
      messageId: null,
      otherIds: 0,
    });
    sender.unacked.set(clientId, outgoing);
    // Without resending, a send that found its socket down is simply never answered.
    if (!emitSend(sender, outgoing) && !resend) sender.unacked.delete(clientId);
    generated++;
    if (measured) measuredSent++;
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const due = Math.floor(((Math.min(now, end) - started) * command.rate) / 1000);
      while (generated < due) sendOne(performance.now());
      if (now >= end) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  const sendSeconds = (performance.now() - warmupEnd) / 1000;

  // Drain: every measured message answered, and every acknowledged one delivered (or time is up).
  const drainUntil = performance.now() + command.drainSeconds * 1000;
  const settled = () => {
    for (const entry of tracked.values()) {
      if (!entry.measured) continue;
      if (entry.ok === null || (entry.ok && entry.messageId === null)) return false;
    }
    return true;
  };
  const reactionsSettled = () => {
    for (const entry of reactions.values())
      if (entry.ok === null || (entry.ok && entry.deliveredAt === 0)) return false;
    return true;
  };
  while (performance.now() < drainUntil && !(settled() && reactionsSettled())) await sleep(50);

  let acked = 0;
  let unanswered = 0;
  let delivered = 0;
  let deliveredRaw = 0;
  let deliveredDistinctIdsTwice = 0;
  let lost = 0;
  let deliveredUnacked = 0;
  let resends = 0;
  let lastAckAt = warmupEnd;
  const deliveryMs: number[] = [];
  const ackMs: number[] = [];
  const ackedClientIds: string[] = [];
  const sentClientIds: string[] = [];
  for (const [clientId, entry] of tracked) {
    if (!entry.measured) continue;
    sentClientIds.push(clientId);
    resends += Math.max(0, entry.attempts - 1);
    if (entry.ok === null) unanswered++;
    if (entry.ok) {
      acked++;
      ackedClientIds.push(clientId);
      ackMs.push(entry.ackAt - entry.sentAt);
      lastAckAt = Math.max(lastAckAt, entry.ackAt);
    }
    if (entry.messageId !== null) {
      delivered += entry.ok ? 1 : 0;
      deliveredRaw += entry.deliveries;
      deliveryMs.push(entry.deliveredAt - entry.sentAt);
      if (entry.otherIds > 0) deliveredDistinctIdsTwice++;
      if (!entry.ok) deliveredUnacked++;
    } else if (entry.ok) {
      lost++;
    }
  }
  if (command.timeline) writeTimeline(`${command.timeline}-worker${command.worker}.tsv`);
  const cpu = process.cpuUsage(cpuStart);
  const result: RunResult = {
    type: 'result',
    sent: measuredSent,
    acked,
    ackErrors,
    unanswered,
    delivered,
    deliveredRaw,
    deliveredDistinctIdsTwice,
    lost,
    deliveredUnacked,
    echoes: counters.echoes,
    notifications: counters.notifications,
    strays: counters.strays,
    resends,
    rateLimited: counters.rateLimited,
    deliveryMs: Float64Array.from(deliveryMs),
    ackMs: Float64Array.from(ackMs),
    ackedClientIds,
    sentClientIds,
    sendSeconds,
    ackSeconds: (lastAckAt - warmupEnd) / 1000,
    client: {
      elu: Math.round(performance.eventLoopUtilization(eluStart).utilization * 1000) / 1000,
      lagP99Ms: Math.round(delay.percentile(99) / 1e4) / 100,
      lagMaxMs: Math.round(delay.max / 1e4) / 100,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    },
    reactions: reactionResult(),
    disconnects: counters.disconnects,
    reconnects: counters.reconnects,
    disconnectAt,
    reconnectAt,
    pending: pendingCount(),
  };
  send(result);
}

function reactionResult(): RunResult['reactions'] {
  const acked = [...reactions.values()].filter((entry) => entry.ok === true);
  const delivered = acked.filter((entry) => entry.deliveredAt > 0);
  return {
    sent: reactionsSent,
    acked: acked.length,
    ackErrors: reactionErrors,
    delivered: delivered.length,
    ackMs: Float64Array.from(acked.map((entry) => entry.ackAt - entry.sentAt)),
    deliveryMs: Float64Array.from(delivered.map((entry) => entry.deliveredAt - entry.sentAt)),
  };
}

/**
 * One line per measured message: when it was sent (Unix ms), then its delivery and ack times (ms,
 * empty when there was none). Lines up with the server's GC trace by its time origin.
 */
function writeTimeline(file: string): void {
  const lines = ['sent_unix_ms\tdelivery_ms\tack_ms'];
  for (const entry of tracked.values()) {
    if (!entry.measured) continue;
    const delivery = entry.messageId === null ? '' : (entry.deliveredAt - entry.sentAt).toFixed(2);
    const ack = entry.ok === null ? '' : (entry.ackAt - entry.sentAt).toFixed(2);
    lines.push(`${(performance.timeOrigin + entry.sentAt).toFixed(1)}\t${delivery}\t${ack}`);
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}

async function settle(timeoutSeconds: number): Promise<void> {
  const started = performance.now();
  while (pendingCount() > 0 && performance.now() - started < timeoutSeconds * 1000) await sleep(50);
  send({ type: 'settled', pending: pendingCount(), ms: performance.now() - started });
}

/**
 * What a recipient's app does after a reconnect: reads the conversation's latest messages over
 * HTTP. Finds, for every acknowledged message never delivered live, whether its recipient can read it.
 */
async function catchUp(url: string): Promise<void> {
  const missing = new Map<Member, Set<string>>();
  for (const [clientId, entry] of tracked) {
    if (!entry.measured || !entry.ok || entry.messageId !== null) continue;
    const set = missing.get(entry.recipient) ?? new Set<string>();
    set.add(`${CONTENT_PREFIX}${clientId}`);
    missing.set(entry.recipient, set);
  }
  let asked = 0;
  let found = 0;
  let requests = 0;
  for (const [member, contents] of missing) {
    asked += contents.size;
    for (let page = 1; page <= 20 && contents.size > 0; page++) {
      requests++;
      const response = await fetch(`${url}/api/v1/conversations/${member.matchId}/messages?page=${page}&limit=100`, {
        headers: { authorization: `Bearer ${member.spec.token}` },
      });
      if (!response.ok) throw new Error(`history answered ${response.status}`);
      const body = (await response.json()) as { messages: Message[]; pagination: { pages: number } };
      for (const message of body.messages) if (contents.delete(message.content)) found++;
      if (page >= body.pagination.pages) break;
    }
  }
  send({ type: 'caughtUp', asked, found, requests });
}

function disconnectAll(): void {
  for (const member of members) member.socket?.disconnect();
  send({ type: 'disconnected' });
}

process.on('message', (command: ToWorker) => {
  const work = (async () => {
    if (command.type === 'connect') await connectAll(command);
    else if (command.type === 'run') await run(command);
    else if (command.type === 'settle') await settle(command.timeoutSeconds);
    else if (command.type === 'catchUp') await catchUp(command.url);
    else disconnectAll();
  })();
  work.catch((error: unknown) => send({ type: 'error', message: String((error as Error)?.stack ?? error) }));
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
