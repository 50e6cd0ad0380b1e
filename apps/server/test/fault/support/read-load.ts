import { API_BASE } from '@kindred/contract/constants';
import { API_PATHS } from '@kindred/contract/routes';

export interface ReadResult {
  startedAt: number;
  endedAt: number;
  /** null when no answer came (refused connection, reset, or the client's own timeout). */
  status: number | null;
  message?: string;
  retryAfter?: string | null;
  error?: string;
}

/** Longer than any answer the server may take: the pool's connect and statement timeouts with room to spare. */
const CLIENT_TIMEOUT_MS = 15_000;

/** A member's client reading `GET /profiles/me` every `intervalMs`, each request timed. */
export class ReadLoad {
  readonly results: ReadResult[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly token: string,
  ) {}

  start(intervalMs = 50): void {
    this.timer = setInterval(() => {
      const request = this.readOnce().finally(() => this.running.delete(request));
      this.running.add(request);
    }, intervalMs);
  }

  private async readOnce(): Promise<void> {
    const startedAt = Date.now();
    try {
      const response = await fetch(`${this.baseUrl()}${API_BASE}${API_PATHS.profiles.me}`, {
        headers: { authorization: `Bearer ${this.token}` },
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await response.text();
      let message: string | undefined;
      try {
        message = (JSON.parse(text) as { message?: string }).message;
      } catch {
        message = undefined;
      }
      this.results.push({
        startedAt,
        endedAt: Date.now(),
        status: response.status,
        message,
        retryAfter: response.headers.get('retry-after'),
      });
    } catch (error) {
      this.results.push({ startedAt, endedAt: Date.now(), status: null, error: String(error) });
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all(this.running);
  }

  /** Requests started within [from, to). */
  startedBetween(from: number, to: number): ReadResult[] {
    return this.results.filter((result) => result.startedAt >= from && result.startedAt < to);
  }
}
