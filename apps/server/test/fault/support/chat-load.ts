import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { SOCKET_EVENTS, type Ack } from '@kindred/contract/realtime';
import type { Message } from '@kindred/contract/conversations';
import type { MemberSocket as ChatSocket } from '../../sockets';
import type { ChatPair } from './members';

const ACK_TIMEOUT_MS = 4_000;

interface Outgoing {
  /** The sender's socket: every attempt goes through it. */
  socket: ChatSocket;
  clientId: string;
  matchId: string;
  content: string;
  attempts: number;
}

export interface ChatFigures {
  sent: number;
  acknowledged: number;
  /** Acks that said 503 (the message was resent later with the same client id). */
  refused503: number;
  /** Sends that got no ack in time or lost their connection (resent too). */
  unanswered: number;
  /** Acks with any other failure: none is expected. */
  otherFailures: { status: number; message: string }[];
  stillPending: number;
  reconnects: number;
}

/**
 * Members chatting as the web app does: one socket each, a message every `intervalMs`, each with
 * a client id kept for every attempt. A message whose ack is a 503, never comes, or is cut off by
 * a lost connection is sent again after a moment with the same client id, as the web app's chat
 * sender does. Sockets reconnect on their own; a handshake refused with 503 is tried again.
 */
export class ChatLoad {
  private readonly sockets: { socket: ChatSocket; matchId: string; senderId: string }[] = [];
  private readonly pending = new Map<string, Outgoing>();
  private readonly inFlight = new Set<string>();
  /** Every client id this load sent. */
  readonly sentIds = new Set<string>();
  /** client id → the stored message's id, from the first successful ack. */
  readonly acknowledged = new Map<string, string>();
  private readonly figures: Omit<ChatFigures, 'acknowledged' | 'stillPending'> = {
    sent: 0,
    refused503: 0,
    unanswered: 0,
    otherFailures: [],
    reconnects: 0,
  };
  private sender: NodeJS.Timeout | null = null;
  private resender: NodeJS.Timeout | null = null;
  private sequence = 0;

  constructor(
    private readonly baseUrl: () => string,
    pairs: ChatPair[],
  ) {
    for (const pair of pairs) {
      pair.tokens.forEach((token, index) => {
        const socket: ChatSocket = io(baseUrl(), {
          auth: { token },
          transports: ['websocket'],
          forceNew: true,
          reconnectionDelay: 200,
          reconnectionDelayMax: 1_000,
        });
        socket.io.on('reconnect', () => {
          this.figures.reconnects += 1;
        });
        socket.on('connect_error', (error) => {
          // A handshake the server refused (503 while its database is away) is not retried by socket.io itself.
          if (!socket.active) setTimeout(() => socket.connect(), 500);
          void error;
        });
        this.sockets.push({ socket, matchId: pair.matchId, senderId: pair.userIds[index]! });
      });
    }
  }

  /** Resolves once every socket is connected. */
  async connected(deadlineMs = 20_000): Promise<void> {
    const deadline = Date.now() + deadlineMs;
    while (this.sockets.some(({ socket }) => !socket.connected)) {
      if (Date.now() > deadline) throw new Error('the chat sockets did not all connect');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  get senderIds(): string[] {
    return this.sockets.map(({ senderId }) => senderId);
  }

  start(intervalMs = 100): void {
    let turn = 0;
    this.sender = setInterval(() => {
      const { socket, matchId } = this.sockets[turn++ % this.sockets.length]!;
      const message: Outgoing = {
        socket,
        clientId: randomUUID(),
        matchId,
        content: `hello ${++this.sequence}`,
        attempts: 0,
      };
      this.figures.sent += 1;
      this.sentIds.add(message.clientId);
      this.pending.set(message.clientId, message);
      this.attempt(message);
    }, intervalMs);
    this.resender = setInterval(() => this.resendWaiting(), 250);
  }

  /** Stops writing new messages; resends go on until `settled`. */
  stopSending(): void {
    if (this.sender) clearInterval(this.sender);
    this.sender = null;
  }

  /** Waits until every message sent has been acknowledged (or the deadline passes). */
  async settled(deadlineMs = 30_000): Promise<void> {
    const deadline = Date.now() + deadlineMs;
    while (this.pending.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  private resendWaiting(): void {
    for (const message of this.pending.values()) {
      if (!this.inFlight.has(message.clientId)) this.attempt(message);
    }
  }

  private attempt(message: Outgoing): void {
    const { socket } = message;
    if (!socket.connected) return;
    this.inFlight.add(message.clientId);
    message.attempts += 1;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(SOCKET_EVENTS.messageSend, {
        matchId: message.matchId,
        content: message.content,
        clientId: message.clientId,
      })
      .then(
        (ack: Ack<Message>) => {
          if (ack.ok) {
            if (!this.acknowledged.has(message.clientId)) this.acknowledged.set(message.clientId, ack.data.id);
            this.pending.delete(message.clientId);
          } else if (ack.status === 503) {
            this.figures.refused503 += 1;
          } else {
            this.figures.otherFailures.push({ status: ack.status, message: ack.message });
            this.pending.delete(message.clientId);
          }
        },
        () => {
          this.figures.unanswered += 1;
        },
      )
      .finally(() => this.inFlight.delete(message.clientId));
  }

  report(): ChatFigures {
    return { ...this.figures, acknowledged: this.acknowledged.size, stillPending: this.pending.size };
  }

  close(): void {
    this.stopSending();
    if (this.resender) clearInterval(this.resender);
    for (const { socket } of this.sockets) socket.close();
  }
}
