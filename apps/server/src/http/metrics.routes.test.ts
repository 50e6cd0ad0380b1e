import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { API_BASE } from '@kindred/contract/constants';
import { useTestApp } from '../../test/app';
import { bearer, createMember } from '../../test/factories';
import { useSocketServer } from '../../test/sockets';

const TOKEN = 'metrics-token-for-the-tests';

const t = useTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
const sockets = useSocketServer(t);

/** A sample's value in Prometheus' text format: `name{labels} value`. */
function sample(body: string, name: string, labels = ''): number | undefined {
  const line = body.split('\n').find((row) => row.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

const scrape = async () => {
  const response = await t().app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('GET /metrics', () => {
  it('answers only with the token, compared whole', async () => {
    for (const headers of [{}, bearer('wrong'), bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
      const response = await t().app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request');
    }
    const response = await t().app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern, method and status class, never by the URL', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      const response = await t().app.inject({ method: 'GET', url: `${API_BASE}/matches/${id}` });
      expect(response.statusCode).toBe(401);
    }
    await t().app.inject({ method: 'GET', url: `/no-such-path/${ids[0]}` });
    const body = await scrape();
    const labels = `route="${API_BASE}/matches/:id",method="GET",status="4xx"`;
    expect(sample(body, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(3);
    expect(sample(body, 'http_request_duration_seconds_bucket', `le="+Inf",${labels}`)).toBeGreaterThanOrEqual(3);
    expect(body).toMatch(/http_request_duration_seconds_count\{route="unmatched",method="GET",status="4xx"\} \d+/);
    for (const id of ids) expect(body).not.toContain(id);
  });

  it('reports the event loop, the job queue and the sockets connected', async () => {
    const member = await createMember(t().app);
    const socket = await sockets.connect(member.token);
    const body = await scrape();
    expect(sample(body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'kindred_job_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'kindred_jobs_running')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'kindred_sockets_connected')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'kindred_socket_connections_total')).toBeGreaterThanOrEqual(1);
    socket.close();
  });

  it("reports the PostgreSQL pool's use and waits (PGlite has no pool)", async () => {
    const body = await scrape();
    if (inject('testDatabase').kind === 'pglite') {
      expect(body).not.toContain('kindred_db_pool');
      return;
    }
    expect(sample(body, 'kindred_db_pool_size')).toBe(t().config.database.pool.size);
    expect(sample(body, 'kindred_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'kindred_db_pool_waiting')).toBe(0);
    expect(sample(body, 'kindred_db_pool_acquired_total')).toBeGreaterThan(0);
    expect(sample(body, 'kindred_db_pool_acquire_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'kindred_db_pool_refused_total')).toBe(0);
  });

  it('is served on METRICS_PORT too, with the token, and nothing else is', async () => {
    const base = `http://127.0.0.1:${t().app.metricsPort}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const response = await fetch(`${base}/metrics`, { headers: bearer(TOKEN) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_request_duration_seconds');
    expect((await fetch(`${base}${API_BASE}/health`, { headers: bearer(TOKEN) })).status).toBe(404);
  });

  it('is not in the OpenAPI document', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).not.toContain('/metrics');
    expect(response.body).not.toContain('/metrics');
  });
});
