import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { insertNotifications, type NewNotification } from './notifications.repo';

export interface NotificationServiceDeps {
  db: Database;
  events: DomainEvents;
  /** Members' display names by id (the profiles module's). */
  namesOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * The one writer of the `notifications` table: it listens to domain events, which services
 * announce after their transaction commits. A notification is a courtesy: a failed write is
 * logged and dropped, never failing the like, match or warning that caused it.
 */
export function createNotificationService({ db, events, namesOf, log }: NotificationServiceDeps) {
  const pending = new Set<Promise<void>>();

  function write(event: string, build: () => Promise<NewNotification[]>): void {
    const job = build()
      .then((rows) => insertNotifications(db, rows))
      .catch((error: unknown) => log.error({ err: error, event }, 'writing a notification failed'));
    pending.add(job);
    void job.finally(() => pending.delete(job));
  }

  const unsubscribe = [
    // A new like or super like that made no match; a repeat of the same like says nothing again.
    events.on('interaction.liked', ({ actorId, targetId, status, repeated, matched }) => {
      if (repeated || matched) return;
      write('interaction.liked', async () => {
        const name = (await namesOf([actorId])).get(actorId) ?? 'Someone';
        const verb = status === 'superlike' ? 'super liked' : 'liked';
        return [{ userId: targetId, type: 'like', actorId, content: `${name} ${verb} your profile` }];
      });
    }),
    events.on('match.created', ({ matchId, memberIds }) => {
      write('match.created', async () => {
        const names = await namesOf(memberIds);
        return memberIds.map((userId) => {
          const otherId = userId === memberIds[0] ? memberIds[1] : memberIds[0];
          return {
            userId,
            type: 'match' as const,
            actorId: otherId,
            matchId,
            content: `You matched with ${names.get(otherId) ?? 'someone new'}!`,
          };
        });
      });
    }),
    events.on('member.warned', ({ userId, content }) => {
      write('member.warned', async () => [{ userId, type: 'system', content }]);
    }),
  ];

  return {
    /** Resolves once every notification announced so far is written (or has failed): tests and shutdown. */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
    /** Stops listening (the app's events may outlive it). */
    close(): void {
      for (const off of unsubscribe) off();
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests await `notifications.settle()` before reading what the listeners wrote. */
    notifications: NotificationService;
  }
}
