import { describe, expect, it } from 'vitest';
import { closedPort, rejectionOf } from '../../test/network';
import { DatabaseNotReady, serverAddress, waitForPostgres } from './wait-for-postgres';

function recordingWaitLog() {
  const lines: { level: 'warn' | 'info'; line: string }[] = [];
  return {
    lines,
    warn: (line: string) => lines.push({ level: 'warn', line }),
    info: (line: string) => lines.push({ level: 'info', line }),
  };
}

describe('waiting for PostgreSQL on start', () => {
  it('gives up on a server that never answers with one clear message, after a line per attempt', async () => {
    const port = await closedPort();
    const log = recordingWaitLog();
    const error = await rejectionOf(
      waitForPostgres(`postgres://kindred:s3cret-password@127.0.0.1:${port}/kindred`, { waitMs: 1_500, log }),
    );
    expect(error).toBeInstanceOf(DatabaseNotReady);
    const message = (error as Error).message;
    expect(message).toContain(`PostgreSQL at 127.0.0.1:${port} did not answer within`);
    expect(message).toContain('ECONNREFUSED');
    expect(message).toContain('DATABASE_WAIT_SECONDS');
    expect(message).not.toContain('s3cret-password');

    const waiting = log.lines.filter(({ line }) => line.startsWith(`waiting for PostgreSQL at 127.0.0.1:${port}...`));
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(waiting.every(({ level }) => level === 'warn')).toBe(true);
    expect(waiting[0]?.line).toContain('attempt 1: ECONNREFUSED');
    expect(log.lines.some(({ line }) => line.includes('is up'))).toBe(false);
    expect(JSON.stringify(log.lines)).not.toContain('s3cret-password');
  });

  it('tries once and does not wait when DATABASE_WAIT_SECONDS is 0', async () => {
    const port = await closedPort();
    const log = recordingWaitLog();
    const error = await rejectionOf(
      waitForPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { waitMs: 0, log }),
    );
    expect(error).toBeInstanceOf(DatabaseNotReady);
    expect(log.lines).toEqual([]);
  });
});

describe('the server address shown to people', () => {
  it.each([
    ['postgres://kindred:s3cret@db.internal:6543/kindred', 'db.internal:6543'],
    ['postgresql://kindred:s3cret@db.internal/kindred', 'db.internal:5432'],
    ['postgres://[::1]:5433/kindred', '[::1]:5433'],
    ['postgres://kindred:s3cret@db.internal:not-a-port/kindred', 'the DATABASE_URL server'],
    ['postgres://kindred:s3cret@db internal/kindred', 'the DATABASE_URL server'],
    ['postgres:///kindred?host=/var/run/postgresql', '/var/run/postgresql:5432'],
  ])('of %s is %s, never the user or password', (url, shown) => {
    expect(serverAddress(url)).toBe(shown);
    expect(serverAddress(url)).not.toContain('s3cret');
  });
});
