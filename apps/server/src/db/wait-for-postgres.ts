import pg from 'pg';
import { describeDatabaseError, isDatabaseUnavailable } from './database-unavailable';

export interface WaitLog {
  warn(message: string): void;
  info(message: string): void;
}

/** PostgreSQL did not come up in time, or refused us for a reason waiting will not fix. */
export class DatabaseNotReady extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseNotReady';
  }
}

/** `host:port` of a postgres:// URL, for people (never the user or password). */
export function serverAddress(url: string): string {
  try {
    const { hostname, port, searchParams } = new URL(url);
    // postgres:///kindred?host=/var/run/postgresql names a Unix socket's folder instead of a host.
    return `${hostname || searchParams.get('host') || 'localhost'}:${port || 5432}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

async function tryConnect(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Start-up against a server that is not up yet (a container starting beside it, a failover):
 * try again with backoff, one line per attempt, and give up after `waitMs` with one clear
 * message. A refusal waiting cannot fix (wrong password, no such database) fails at once.
 */
export async function waitForPostgres(
  url: string,
  { waitMs, log, connectTimeoutMs = 2_000 }: { waitMs: number; log: WaitLog; connectTimeoutMs?: number },
): Promise<void> {
  const where = serverAddress(url);
  const deadline = Date.now() + waitMs;
  let delayMs = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await tryConnect(url, connectTimeoutMs);
      if (attempt > 1) log.info(`PostgreSQL at ${where} is up`);
      return;
    } catch (error) {
      const reason = describeDatabaseError(error);
      const said = reason.code ? `${reason.code}: ${reason.message}` : reason.message;
      if (!isDatabaseUnavailable(error)) {
        throw new DatabaseNotReady(`PostgreSQL at ${where} refused the connection (${said}). Check DATABASE_URL.`);
      }
      if (Date.now() + delayMs > deadline) {
        throw new DatabaseNotReady(
          `PostgreSQL at ${where} did not answer within ${Math.round(waitMs / 1000)} s (${said}). ` +
            'Check DATABASE_URL and that the server is running, or raise DATABASE_WAIT_SECONDS.',
        );
      }
      log.warn(`waiting for PostgreSQL at ${where}... (attempt ${attempt}: ${said}; next try in ${delayMs / 1000} s)`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, 5_000);
    }
  }
}
