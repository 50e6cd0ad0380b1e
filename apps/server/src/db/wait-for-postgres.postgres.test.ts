import { describe, expect, it } from 'vitest';
import { createPostgresProxy, rejectionOf } from '../../test/network';
import { adminUrlFor, postgresTestServerUrl } from '../../test/postgres-url';
import { DatabaseNotReady, waitForPostgres } from './wait-for-postgres';

function recordingWaitLog(onWarn: () => void = () => {}) {
  const lines: { level: 'warn' | 'info'; line: string }[] = [];
  return {
    lines,
    warn: (line: string) => {
      lines.push({ level: 'warn', line });
      onWarn();
    },
    info: (line: string) => lines.push({ level: 'info', line }),
  };
}

describe('waiting for a real PostgreSQL server', () => {
  it('fails at once when the server refuses for a reason waiting cannot fix (no such database)', async () => {
    const log = recordingWaitLog();
    const url = adminUrlFor(postgresTestServerUrl(), 'kindred_no_such_database');
    const error = await rejectionOf(waitForPostgres(url, { waitMs: 60_000, log }));
    expect(error).toBeInstanceOf(DatabaseNotReady);
    expect((error as Error).message).toMatch(
      /^PostgreSQL at .+ refused the connection \(3D000: .*\)\. Check DATABASE_URL\.$/,
    );
    expect(log.lines).toEqual([]);
  });

  it('carries on once a server that was not up yet starts listening, and says so', async () => {
    const proxy = await createPostgresProxy({ listening: false });
    try {
      // The first refusal is logged; only then does the server come up.
      let started: Promise<void> | undefined;
      const log = recordingWaitLog(() => {
        started ??= proxy.start();
      });
      await waitForPostgres(proxy.url(), { waitMs: 30_000, log });
      await started;
      expect(log.lines[0]).toMatchObject({ level: 'warn' });
      expect(log.lines[0]?.line).toMatch(
        new RegExp(`^waiting for PostgreSQL at 127\\.0\\.0\\.1:${proxy.port}\\.\\.\\. \\(attempt 1: ECONNREFUSED`),
      );
      expect(log.lines.at(-1)).toEqual({ level: 'info', line: `PostgreSQL at 127.0.0.1:${proxy.port} is up` });
    } finally {
      await proxy.stop();
    }
  });

  it('says nothing when the server answers at the first attempt', async () => {
    const log = recordingWaitLog();
    await waitForPostgres(postgresTestServerUrl(), { waitMs: 5_000, log });
    expect(log.lines).toEqual([]);
  });
});
