import { YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import type { FastifyBaseLogger } from 'fastify';
import { messagePreview } from '@kindred/contract/conversations';
import { DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { DATE_SAFETY_TEXTS } from '@kindred/contract/date-safety';
import {
  NOTIFICATION_CONTENT,
  NOTIFICATION_TEXTS,
  notificationToggleOf,
  type Notification,
} from '@kindred/contract/notifications';
import type { NOTIFICATION_TOGGLES } from '@kindred/contract/enums';
import type { MemberSettings } from '@kindred/contract/settings';
import { VERIFICATION_NOTIFICATIONS } from '@kindred/contract/verification';
import { WE_MET_TEXTS } from '@kindred/contract/we-met';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { NotFound } from '../../http/errors';
import { createBatchWriter } from '../../jobs/batch-writer';
import { isUuid } from '../../http/is-uuid';
import * as repo from './notifications.repo';

export interface NotificationServiceDeps {
  db: Database;
  events: DomainEvents;
  /** Members' display names by id (the profiles module's). */
  namesOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** Members' photo URLs by id, first the main one (the photos module's). */
  photosOf: (userIds: readonly string[]) => Promise<Map<string, string[]>>;
  /** A member's stored settings (the profiles module's): the toggles say what they hear about. */
  settingsOf: (userId: string) => Promise<MemberSettings | null>;
  /** Whether a member's views of profiles tell nobody (hidden, or taking a break): the profiles module's. */
  browsesUnseen: (userId: string) => Promise<boolean>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

type Toggle = (typeof NOTIFICATION_TOGGLES)[number];

/** One profile-view notification per viewer a day (decision 045). */
const VIEW_QUIET_MS = 24 * 60 * 60 * 1000;

/** Message notifications waiting for their batch; beyond it they are dropped and logged (an overload). */
const MESSAGE_NOTICES_QUEUED = 20_000;
/** How long a message notification waits for others to share its statements: unnoticeable on a bell. */
const MESSAGE_NOTICES_LINGER_MS = 25;

/**
 * The one writer of the `notifications` table: it listens to domain events, which services
 * announce after their transaction commits, and announces each notification it stores
 * (`notification.created`, which the realtime gateway pushes to the member). A notification is a
 * courtesy: a failed write is logged and dropped, never failing the like, match or warning that
 * caused it. Decision 045: the toggles, blocks and suspensions it honours.
 */
export function createNotificationService({
  db,
  events,
  namesOf,
  photosOf,
  settingsOf,
  browsesUnseen,
  log,
}: NotificationServiceDeps) {
  const pending = new Set<Promise<void>>();

  function track(event: string, job: () => Promise<void>): void {
    const running = job().catch((error: unknown) => log.error({ err: error, event }, 'writing a notification failed'));
    pending.add(running);
    void running.finally(() => pending.delete(running));
  }

  /** Whether `userId` wants this type, and (for a notification about someone) may hear about them. */
  async function wanted(userId: string, toggle: Toggle | null, actorId: string | null): Promise<boolean> {
    if (toggle) {
      const settings = await settingsOf(userId);
      if (!settings?.notifications[toggle]) return false;
    }
    return actorId === null || repo.mayNotifyAbout(db, userId, actorId);
  }

  async function toViews(rows: readonly repo.NotificationRow[]): Promise<Notification[]> {
    const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
    const [names, photos] = actorIds.length
      ? await Promise.all([namesOf(actorIds), photosOf(actorIds)])
      : [new Map<string, string>(), new Map<string, string[]>()];
    return rows.map((row) => {
      const name = row.actorId ? (names.get(row.actorId) ?? null) : null;
      const content =
        row.type === 'message' && row.messageCount > 1
          ? NOTIFICATION_CONTENT.message(name ?? NOTIFICATION_CONTENT.someone, row.messageCount)
          : row.content;
      return {
        id: row.id,
        type: row.type,
        content,
        createdAt: row.createdAt.toISOString(),
        isRead: row.readAt !== null,
        userId: row.actorId,
        name,
        photo: row.actorId ? (photos.get(row.actorId)?.[0] ?? null) : null,
        messagePreview: row.messagePreview,
        matchId: row.matchId,
        topic: row.topic,
      };
    });
  }

  /** Announces what was stored, each with its member's unread count after it. */
  async function announce(rows: readonly repo.NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const [views, unread] = await Promise.all([
      toViews(rows),
      repo.unreadCounts(db, [...new Set(rows.map((row) => row.userId))]),
    ]);
    views.forEach((notification, index) => {
      const { userId } = rows[index]!;
      events.emit('notification.created', { userId, notification, unreadCount: unread.get(userId) ?? 0 });
    });
  }

  // Messages arrive by the thousand a second: their notifications are written and announced a
  // batch at a time (decision 058): four statements per batch instead of six per message.
  const messageNotices = createBatchWriter<repo.MessageNotice, void>(
    async (notices) => {
      await announce(await repo.upsertMessageNotifications(db, notices));
      return notices.map(() => undefined);
    },
    { maxQueued: MESSAGE_NOTICES_QUEUED, lingerMs: MESSAGE_NOTICES_LINGER_MS },
  );

  async function store(rows: repo.NewNotification[]): Promise<void> {
    const kept: repo.NewNotification[] = [];
    for (const row of rows)
      if (await wanted(row.userId, notificationToggleOf(row), row.actorId ?? null)) kept.push(row);
    await announce(await repo.insertNotifications(db, kept));
  }

  const nameOf = async (userId: string) => (await namesOf([userId])).get(userId) ?? NOTIFICATION_CONTENT.someone;

  const unsubscribe = [
    // A new like or super like that made no match; a repeat of the same like says nothing again.
    events.on('interaction.liked', ({ actorId, targetId, status, repeated, matched }) => {
      if (repeated || matched) return;
      track('interaction.liked', async () => {
        const name = await nameOf(actorId);
        const content =
          status === 'superlike' ? NOTIFICATION_CONTENT.superLiked(name) : NOTIFICATION_CONTENT.liked(name);
        await store([{ userId: targetId, type: 'like', actorId, content }]);
      });
    }),
    // A like taken back (decision 073) takes its note back; after any note still being written.
    events.on('interaction.undone', ({ actorId, targetId, status }) => {
      if (status === 'dislike') return;
      const writing = [...pending];
      track('interaction.undone', async () => {
        await Promise.allSettled(writing);
        if ((await repo.deleteLikeNote(db, targetId, actorId)) === 0) return;
        // The bell of every device the member has open counts one fewer at once.
        events.emit('notification.removed', { userId: targetId, unreadCount: await repo.countUnread(db, targetId) });
      });
    }),
    events.on('match.created', ({ matchId, memberIds }) => {
      track('match.created', async () => {
        const names = await namesOf(memberIds);
        await store(
          memberIds.map((userId) => {
            const otherId = userId === memberIds[0] ? memberIds[1] : memberIds[0];
            const content = NOTIFICATION_CONTENT.matched(names.get(otherId) ?? NOTIFICATION_CONTENT.someone);
            return { userId, type: 'match' as const, actorId: otherId, matchId, content };
          }),
        );
      });
    }),
    // One unread notification per conversation, however many messages arrive (decision 045); none
    // for a message the recipient's Hidden Words hid, so no push either (decision 085).
    events.on('message.created', ({ message, recipientId, senderName }) => {
      if (message.hiddenForRecipient) return;
      track('message.created', () =>
        messageNotices.write({
          userId: recipientId,
          actorId: message.senderId,
          matchId: message.matchId,
          content: NOTIFICATION_CONTENT.message(senderName, 1),
          messagePreview: messagePreview(message.content) || null,
        }),
      );
    }),
    events.on('messages.read', ({ matchId, readerId }) => {
      track('messages.read', async () => {
        await repo.markConversationRead(db, readerId, matchId);
      });
    }),
    events.on('match.ended', ({ matchId, memberIds, endedBy, closure }) => {
      track('match.ended', () => repo.deleteAboutMatch(db, matchId));
      if (closure === undefined) return;
      // "End chat" (decision 103): the other member reads the closing line; nothing links to the
      // ended match, so deleting the match's notifications above leaves this one.
      const userId = memberIds[0] === endedBy ? memberIds[1] : memberIds[0];
      track('match.ended', async () => {
        const content = YOUR_TURN_TEXTS.closureNotice(await nameOf(endedBy), closure);
        await store([{ userId, type: 'match', actorId: endedBy, content }]);
      });
    }),
    // A date plan proposed, answered or cancelled (decision 101): the other member reads who did
    // it, linked to the conversation. Plans a match's end cancelled say nothing (its notices go).
    events.on('date.changed', ({ plan, actorId, change, memberIds }) => {
      if (plan.matchEnded) return;
      const userId = memberIds[0] === actorId ? memberIds[1] : memberIds[0];
      track('date.changed', async () => {
        const content = DATE_PLAN_TEXTS[change](await nameOf(actorId));
        await store([{ userId, type: 'event', actorId, matchId: plan.matchId, content }]);
      });
    }),
    // An accepted plan starts tomorrow or in two hours: both members, each with the other's name.
    events.on('date.reminder', ({ plan, kind }) => {
      track('date.reminder', async () => {
        const memberIds = [plan.proposerId, plan.recipientId];
        const names = await namesOf(memberIds);
        const text = kind === 'day' ? DATE_PLAN_TEXTS.reminderDayBefore : DATE_PLAN_TEXTS.reminderSoon;
        await store(
          memberIds.map((userId) => {
            const otherId = userId === plan.proposerId ? plan.recipientId : plan.proposerId;
            const content = text(plan.idea, names.get(otherId) ?? NOTIFICATION_CONTENT.someone);
            return { userId, type: 'event' as const, actorId: otherId, matchId: plan.matchId, content };
          }),
        );
      });
    }),
    // "Did you meet?" (decision 106): the member asked alone, leading to the prompt on Matches. It
    // is about a match, so New Matches lets it through (the 'event' type's App Updates is off by
    // default); no match id, so a match ending after the date leaves it.
    events.on('we-met.asked', ({ memberId, otherId }) => {
      track('we-met.asked', async () => {
        const content = WE_MET_TEXTS.notification(await nameOf(otherId));
        await store([{ userId: memberId, type: 'event', actorId: otherId, content, topic: 'we-met' }]);
      });
    }),
    // A date check-in (decision 104): "Are you OK?", then whom we e-mailed. A safety notice (type
    // system, no toggle), to the member alone, leading to the chat where the plan's card answers it.
    events.on('date.check-in', ({ userId, matchId, kind, contactNames }) => {
      const content = kind === 'asked' ? DATE_SAFETY_TEXTS.askNotice : DATE_SAFETY_TEXTS.missedNotice(contactNames);
      track('date.check-in', () => store([{ userId, type: 'system', matchId, content, topic: 'date-check-in' }]));
    }),
    // Hidden and paused members browse unseen: their views tell nobody (decisions 045, 070).
    events.on('profile.viewed', ({ viewerId, viewedId }) => {
      track('profile.viewed', async () => {
        if (viewerId === viewedId) return;
        if (await browsesUnseen(viewerId)) return;
        if (await repo.hasRecent(db, viewedId, viewerId, 'view', new Date(Date.now() - VIEW_QUIET_MS))) return;
        const content = NOTIFICATION_CONTENT.viewed(await nameOf(viewerId));
        await store([{ userId: viewedId, type: 'view', actorId: viewerId, content }]);
      });
    }),
    events.on('member.warned', ({ userId, content }) => {
      track('member.warned', () => store([{ userId, type: 'system', content }]));
    }),
    // Selfie verification (decision 079): the member reads the outcome either way.
    events.on('verification.reviewed', ({ userId, outcome, reason }) => {
      const content =
        outcome === 'rejected' && reason
          ? VERIFICATION_NOTIFICATIONS.rejected(reason)
          : VERIFICATION_NOTIFICATIONS.approved;
      track('verification.reviewed', () => store([{ userId, type: 'system', content, topic: 'verification' }]));
    }),
  ];

  async function page(userId: string, query: { filter: 'all' | 'unread'; page: number; limit: number }) {
    const { rows, total } = await repo.listNotifications(db, userId, {
      unreadOnly: query.filter === 'unread',
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return {
      notifications: await toViews(rows),
      pagination: { total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) },
      unreadCount: await repo.countUnread(db, userId),
    };
  }

  return {
    /** GET /notifications: newest first, all or unread only. */
    list: page,

    unreadCount: async (userId: string) => ({ unreadCount: await repo.countUnread(db, userId) }),

    /** Another member's notification, or one that is gone, is not found (never "forbidden"). */
    async read(userId: string, notificationId: string) {
      const row = isUuid(notificationId) ? await repo.markRead(db, userId, notificationId) : undefined;
      if (!row) throw new NotFound(NOTIFICATION_TEXTS.notFound);
      const [notification] = await toViews([row]);
      return { notification: notification!, unreadCount: await repo.countUnread(db, userId) };
    },

    async readAll(userId: string) {
      const updated = await repo.markAllRead(db, userId);
      return { updated, unreadCount: await repo.countUnread(db, userId) };
    },

    async clearAll(userId: string) {
      const updated = await repo.deleteAll(db, userId);
      return { updated, unreadCount: 0 };
    },

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
