import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '@kindred/contract/messages';
import type { PoolStats } from '../db/postgres-pool';
import type { JobObserver } from '../jobs/job';

export const METRICS_PATH = '/metrics';

export interface MetricsAccess {
  /** Bearer token for /metrics (on the main port, and on the metrics port when set). */
  token: string | undefined;
  /** A listener of its own for /metrics; null: none. */
  port: number | null;
  host: string;
}

/** What the metrics read when scraped; each part is wired in once the thing it reads exists. */
export interface MetricsSources {
  /** The PostgreSQL pool's figures; null with PGlite (one connection in this process, no pool). */
  pool: (() => PoolStats) | null;
  /** Sockets connected to this process. */
  sockets: () => number;
  /** Jobs waiting to run (today the in-process background queue; a shared job queue reports its own). */
  jobQueueDepth: () => number | Promise<number>;
  /** Periodic jobs running now in this process. */
  jobsRunning: () => number;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics for one app (decision 094), in a registry of its own so several apps in one
 * process (the tests) do not share counters. Routes are labelled with their pattern
 * (`/api/v1/matches/:id`), never the URL, so ids cannot multiply the series; requests no route
 * took are `unmatched`.
 */
export function createMetrics() {
  const registry = new Registry();
  // Process CPU, memory, GC, handles, and the event loop's delay (monitorEventLoopDelay) with its percentiles.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class; _count is the request rate',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'kindred_job_runs_total',
    help: 'Runs of the periodic jobs by outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Counter({
    name: 'kindred_job_run_seconds_total',
    help: 'Time spent in the periodic jobs',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const socketConnections = new Counter({
    name: 'kindred_socket_connections_total',
    help: 'Socket.IO connections accepted by this process',
    registers: [registry],
  });

  return {
    registry,
    observeRequest(request: FastifyRequest, reply: FastifyReply): void {
      requests.observe(
        {
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    },
    jobs: {
      settled(job, outcome, seconds) {
        jobRuns.inc({ job, outcome });
        jobSeconds.inc({ job }, seconds);
      },
    } satisfies JobObserver,
    socketConnected: () => socketConnections.inc(),
    /** The gauges read at each scrape. Called once, when the pool, sockets and queues exist. */
    watch(sources: MetricsSources): void {
      new Gauge({
        name: 'kindred_sockets_connected',
        help: 'Socket.IO clients connected to this process',
        registers: [registry],
        collect() {
          this.set(sources.sockets());
        },
      });
      new Gauge({
        name: 'kindred_job_queue_depth',
        help: 'Jobs waiting to run',
        registers: [registry],
        async collect() {
          this.set(await sources.jobQueueDepth());
        },
      });
      new Gauge({
        name: 'kindred_jobs_running',
        help: 'Periodic jobs running now in this process',
        registers: [registry],
        collect() {
          this.set(sources.jobsRunning());
        },
      });
      if (sources.pool) watchPool(registry, sources.pool);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function watchPool(registry: Registry, stats: () => PoolStats): void {
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  // Totals kept by the pool, read at each scrape: counters in Prometheus' sense, exposed as such.
  const total = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read(stats()));
      },
    });
  gauge('kindred_db_pool_size', 'Connections the pool may hold (DATABASE_POOL_SIZE)', (s) => s.size);
  gauge('kindred_db_pool_connections', 'Connections open', (s) => s.total);
  gauge('kindred_db_pool_idle', 'Connections open and idle', (s) => s.idle);
  gauge('kindred_db_pool_waiting', 'Requests waiting for a connection', (s) => s.waiting);
  total('kindred_db_pool_acquired_total', 'Connections handed out', (s) => s.acquired);
  total(
    'kindred_db_pool_acquire_seconds_total',
    'Time requests spent waiting for a connection',
    (s) => s.acquireSeconds,
  );
  total(
    'kindred_db_pool_refused_total',
    'Requests refused because the queue was full (DATABASE_POOL_QUEUE)',
    (s) => s.refused,
  );
}

/** Equal-length digests, so the comparison takes the same time whatever the token's length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function authorized(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && sameToken(match[1]!, token);
}

/**
 * GET /metrics on the main port: 404 unless METRICS_TOKEN is set (and then a bearer token is
 * asked for). Registered always, so the web app never answers the path with a page. Left out of
 * the OpenAPI document: it is for the operator's scraper, not the API's clients.
 */
function registerMetricsRoute(app: FastifyInstance, metrics: Metrics | null, token: string | undefined): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !token) return reply.status(404).send({ message: MESSAGES.notFound });
    if (!authorized(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: MESSAGES.unauthorized });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * METRICS_PORT: /metrics on a listener of its own, for a scraper on a private network. With
 * METRICS_TOKEN set it asks for the token there too. Anything else is 404.
 */
function metricsListener(metrics: Metrics, access: MetricsAccess) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://metrics');
    if (request.method !== 'GET' || pathname !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    if (access.token && !authorized(request.headers.authorization, access.token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(access.port ?? 0, access.host, () => resolve());
      });
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The app's metrics when something may read them (METRICS_TOKEN or METRICS_PORT, decision 094),
 * else null: every response observed, GET /metrics on the main port (a 404 without a token) and
 * the metrics port's listener, open while the app is.
 */
export function installMetrics(app: FastifyInstance, access: MetricsAccess): Metrics | null {
  const metrics = access.token || access.port !== null ? createMetrics() : null;
  registerMetricsRoute(app, metrics, access.token);
  if (!metrics) return null;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply);
    done();
  });
  if (access.port !== null) {
    const listener = metricsListener(metrics, access);
    app.decorate('metricsPort', 0);
    app.addHook('onReady', async () => {
      app.metricsPort = await listener.listen();
    });
    app.addHook('onClose', () => listener.close());
  }
  return metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's port once ready (METRICS_PORT, which may be 0 in tests). */
    metricsPort: number;
  }
}
