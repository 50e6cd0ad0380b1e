// A socket.io client reduced to what the chat benches use, straight over `ws`: the engine.io v4 /
// socket.io v5 text protocol on the default namespace (open, connect with auth, ping/pong, events,
// acks), with socket.io-client's reconnection behaviour (delay doubling, ±50% randomisation, a
// middleware refusal is final). The server sees exactly what the web app's client sends; the load
// processes spend less of the machine the server shares with them.
import WebSocket from 'ws';

type Listener = (...args: never[]) => void;

export interface LeanSocketOptions {
  token: string;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
}

export class LeanSocket {
  connected = false;
  /** False once the socket gave up for good (closed by us, or refused by the server's middleware). */
  active = true;
  private ws: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private acks = new Map<number, (data: unknown) => void>();
  private nextAckId = 0;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly options: LeanSocketOptions,
  ) {
    this.open();
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, data: unknown, ack?: (answer: never) => void): void {
    if (!this.connected || !this.ws) return;
    let id = '';
    if (ack) {
      const ackId = this.nextAckId++;
      this.acks.set(ackId, ack as (data: unknown) => void);
      id = String(ackId);
    }
    this.ws.send(`42${id}${JSON.stringify([event, data])}`);
  }

  disconnect(): void {
    this.active = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const wasConnected = this.connected;
    this.connected = false;
    this.ws?.close();
    this.ws = null;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
  }

  private fire(event: string, ...args: unknown[]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) (listener as (...values: unknown[]) => void)(...args);
  }

  private open(): void {
    const base = this.url.replace(/^http/, 'ws');
    const ws = new WebSocket(`${base}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
    this.ws = ws;
    ws.on('message', (raw: Buffer) => this.onPacket(raw.toString()));
    ws.on('error', () => {
      // 'close' follows and decides what happens next.
    });
    ws.on('close', () => this.onClose(ws));
  }

  private onPacket(packet: string): void {
    const type = packet.charCodeAt(0);
    if (type === 0x32 /* 2 ping */) {
      this.ws?.send('3');
      return;
    }
    if (type === 0x30 /* 0 open */) {
      this.ws?.send(`40${JSON.stringify({ token: this.options.token })}`);
      return;
    }
    if (type === 0x31 /* 1 close */) {
      this.ws?.close();
      return;
    }
    if (type !== 0x34 /* 4 message */) return;
    const kind = packet[1];
    if (kind === '2') {
      const [event, ...args] = JSON.parse(packet.slice(packet.indexOf('['))) as [string, ...unknown[]];
      this.fire(event, ...args);
    } else if (kind === '3') {
      const bracket = packet.indexOf('[');
      const id = Number(packet.slice(2, bracket));
      const callback = this.acks.get(id);
      this.acks.delete(id);
      callback?.((JSON.parse(packet.slice(bracket)) as unknown[])[0]);
    } else if (kind === '0') {
      this.connected = true;
      this.attempts = 0;
      this.fire('connect');
    } else if (kind === '4') {
      // The server's middleware refused the handshake: final, as with socket.io-client.
      const { message } = JSON.parse(packet.slice(2)) as { message: string };
      this.active = false;
      this.ws?.close();
      this.fire('connect_error', new Error(message));
    } else if (kind === '1') {
      this.ws?.close();
    }
  }

  private onClose(ws: WebSocket): void {
    if (ws !== this.ws) return;
    this.ws = null;
    const wasConnected = this.connected;
    this.connected = false;
    // Like socket.io-client, answers never come for packets sent before the connection was lost.
    this.acks = new Map();
    if (wasConnected) this.fire('disconnect', 'transport close');
    else if (this.active) this.fire('connect_error', new Error('websocket error'));
    if (!this.active) return;
    const { reconnectionDelay, reconnectionDelayMax } = this.options;
    const delay = Math.min(reconnectionDelayMax, reconnectionDelay * 2 ** this.attempts++) * (0.5 + Math.random());
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.active) this.open();
    }, delay);
  }
}
