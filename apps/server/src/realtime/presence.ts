import type { FastifyBaseLogger } from 'fastify';
import type { KindredServer } from './kindred-server';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { userRoom } from './rooms';

export interface PresenceDeps {
  io: KindredServer;
  /** Several processes share rooms through Redis: ask them before saying someone left. */
  clustered: boolean;
  /** The members who may see this member's online state (empty when activity status is off). */
  audienceOf: (userId: string) => Promise<string[]>;
  touch: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * `user:online` when a member's first socket connects and when their last one goes, told only to
 * the members they are matched with, and never for a member with activity status off.
 */
export function createPresence({ io, clustered, audienceOf, touch, log }: PresenceDeps) {
  const socketsOf = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();

  function track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => log.warn({ err: error }, 'presence update failed'));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  }

  async function announce(userId: string, isOnline: boolean): Promise<void> {
    if (!isOnline && clustered && (await io.in(userRoom(userId)).fetchSockets()).length > 0) return;
    // The handshake's session check already marked the member active; leaving is news.
    if (!isOnline) await touch(userId);
    const audience = await audienceOf(userId);
    if (audience.length === 0) return;
    io.to(audience.map(userRoom)).emit(SOCKET_EVENTS.userOnline, {
      userId,
      isOnline,
      lastActive: new Date().toISOString(),
    });
  }

  return {
    connected(userId: string): void {
      const count = (socketsOf.get(userId) ?? 0) + 1;
      socketsOf.set(userId, count);
      if (count === 1) track(announce(userId, true));
    },
    disconnected(userId: string): void {
      const count = (socketsOf.get(userId) ?? 1) - 1;
      if (count > 0) {
        socketsOf.set(userId, count);
        return;
      }
      socketsOf.delete(userId);
      track(announce(userId, false));
    },
    /** Waits for announcements under way (closing the app). */
    async flush(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },
  };
}
