import type { FastifyBaseLogger } from 'fastify';
import type { Member } from '../http/authenticate';

interface CheckedSocket {
  data: { member: Member };
  disconnect(close: boolean): unknown;
}

export interface SessionCheckDeps {
  /** This process's sockets. */
  sockets: () => Iterable<CheckedSocket>;
  liveSessionIds: (sessionIds: string[]) => Promise<Set<string>>;
  log: FastifyBaseLogger;
}

const BATCH = 500;

/**
 * Revocations close sockets at once through the `sessions.revoked` event; this catches what an
 * event cannot (docs/decisions/029): a session that reaches its expiry while connected, a
 * revocation made while Redis was away from this process, and a handshake that was authenticated
 * just before its session was revoked. One indexed query per run (every minute:
 * jobs/check-socket-sessions.job.ts), instead of one per message.
 */
export function createSessionCheck({ sockets, liveSessionIds, log }: SessionCheckDeps) {
  let running: Promise<void> | null = null;

  async function checkAll(): Promise<void> {
    const bySession = new Map<string, CheckedSocket[]>();
    for (const socket of sockets()) {
      const { sessionId } = socket.data.member;
      bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), socket]);
    }
    const ids = [...bySession.keys()];
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const live = await liveSessionIds(batch);
      for (const id of batch) {
        if (!live.has(id)) for (const socket of bySession.get(id) ?? []) socket.disconnect(true);
      }
    }
  }

  /** Checks every socket now; a call while a check runs answers that check. */
  return function check(): Promise<void> {
    running ??= checkAll()
      .catch((error: unknown) => log.warn({ err: error }, 'socket session check failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
}
