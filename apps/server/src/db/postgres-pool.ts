import pg from 'pg';
import { DatabasePoolQueueFull, describeDatabaseError } from './database-unavailable';

export interface PoolSettings {
  /** Connections held at most. */
  size: number;
  /** Requests that may wait for a connection; past it they are refused at once (a 503). */
  queue: number;
  /** How long to wait for a new connection, or in the queue for a pooled one. */
  connectTimeoutMs: number;
  /** The server cancels a statement that runs longer (statement_timeout); 0 turns it off. */
  statementTimeoutMs: number;
  /** The server ends a session left idle inside a transaction this long. */
  idleInTransactionTimeoutMs: number;
}

export interface PoolLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Settings for scripts that may run long statements (seeding, benchmarks' bulk loads). */
export const UNBOUNDED_STATEMENTS: Pick<PoolSettings, 'statementTimeoutMs'> = { statementTimeoutMs: 0 };

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  size: 10,
  queue: 200,
  connectTimeoutMs: 2_000,
  statementTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 10_000,
};

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/** The pool's figures for GET /metrics (http/metrics.ts): the counts now, and totals since start. */
export interface PoolStats {
  size: number;
  total: number;
  idle: number;
  waiting: number;
  /** Connections handed out, the seconds spent waiting for them, and requests refused (queue full). */
  acquired: number;
  acquireSeconds: number;
  refused: number;
}

/** pg.Pool whose queue of waiting requests is bounded (pg-pool's is not). `pool.query` goes through `connect` too. */
class BoundedPool extends pg.Pool {
  private acquired = 0;
  private acquireSeconds = 0;
  private refused = 0;

  constructor(
    config: pg.PoolConfig,
    private readonly maxWaiting: number,
    private readonly connectFailed: (error: Error) => void,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pg-pool queues a request for an idle connection too, until the next tick: those are not waiting.
    const servedSoon = this.idleCount + Math.max(0, (this.options.max ?? 10) - this.totalCount);
    if (this.waitingCount >= this.maxWaiting + servedSoon) {
      this.refused += 1;
      const error = new DatabasePoolQueueFull(this.waitingCount);
      if (!callback) return Promise.reject(error);
      setImmediate(() => callback(error, undefined, () => {}));
      return;
    }
    const asked = performance.now();
    const acquired = () => {
      this.acquired += 1;
      this.acquireSeconds += (performance.now() - asked) / 1000;
    };
    if (!callback) {
      return super.connect().then(
        (client) => {
          acquired();
          return client;
        },
        (error: Error) => {
          this.connectFailed(error);
          throw error;
        },
      );
    }
    super.connect((error, client, done) => {
      if (error) this.connectFailed(error);
      else acquired();
      callback(error, client, done);
    });
  }

  stats(): PoolStats {
    return {
      size: this.options.max ?? 10,
      total: this.totalCount,
      idle: this.idleCount,
      waiting: this.waitingCount,
      acquired: this.acquired,
      acquireSeconds: this.acquireSeconds,
      refused: this.refused,
    };
  }
}

/** The figures of the pool behind a drizzle database (`db.$client`); null when it is not one of ours (PGlite). */
export function poolStatsOf(client: unknown): (() => PoolStats) | null {
  return client instanceof BoundedPool ? () => client.stats() : null;
}

/** pg-pool's error when a request waited in the queue past connectionTimeoutMillis: the pool is busy, not lost. */
const QUEUE_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * The pool for a real PostgreSQL server (docs/decisions/037). Every connection carries timeouts,
 * so no request waits long on a database that is gone. An error on a connection, idle or in use
 * (the server restarting, a proxy dropping it), unheard, would end the process. Here it is logged
 * once per outage, without the client object, and the pool simply opens new connections when
 * asked, so it heals by itself when the server is back.
 */
export function createPostgresPool(url: string, settings: PoolSettings, log?: PoolLog): pg.Pool {
  let lostAt: number | null = null;
  let errorsWhileLost = 0;
  const lost = (error: Error) => {
    if (error.message === QUEUE_WAIT_TIMEOUT) return;
    if (lostAt !== null) {
      errorsWhileLost += 1;
      return;
    }
    lostAt = Date.now();
    log?.warn(
      { db: describeDatabaseError(error) },
      'database connection failed; new connections will be opened as needed',
    );
  };
  const pool = new BoundedPool(
    {
      connectionString: url,
      // How operators (and the fault tests) tell the app's connections apart in pg_stat_activity.
      application_name: 'kindred',
      max: settings.size,
      // For named statements (db/prepared-query.ts): by default PostgreSQL keeps re-planning one whose
      // array parameters make each custom plan look cheaper, which undoes the point of preparing it.
      // It applies to every parameterised statement, unnamed ones too (decision 055): a statement
      // whose best plan depends on its values writes them into its text (candidate-index.repo.ts).
      // (An `options` parameter in DATABASE_URL replaces this one.)
      options: '-c plan_cache_mode=force_generic_plan',
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      // A server that vanishes without closing the socket never cancels anything: give up a little later than it would.
      query_timeout: settings.statementTimeoutMs > 0 ? settings.statementTimeoutMs + 1_000 : undefined,
      idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
      keepAlive: true,
    },
    settings.queue,
    lost,
  );
  // pg-pool listens to a connection only while it is idle, and re-emits its error on the pool. One
  // that is checked out (a transaction) and dies would emit with no listener, which ends the
  // process: every connection gets a listener of its own, which logs; the query in flight, or the
  // next, fails with the error and the pool drops the client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', lost);
    if (lostAt === null) return;
    log?.info({ downForMs: Date.now() - lostAt, failuresMeanwhile: errorsWhileLost }, 'database connection restored');
    lostAt = null;
    errorsWhileLost = 0;
  });
  return pool;
}
