import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { notificationTarget } from '@kindred/contract/notification-target';
import { notificationToggleOf, type Notification, type NotificationType } from '@kindred/contract/notifications';
import {
  PUSH_LIMITS,
  PUSH_MESSAGES,
  PUSH_TITLES,
  type PushPayload,
  type PushSubscriptionInput,
} from '@kindred/contract/push';
import { isQuietTime } from '@kindred/contract/quiet-hours';
import { ROUTES } from '@kindred/contract/routes';
import type { MemberSettings } from '@kindred/contract/settings';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import type { Member } from '../../http/authenticate';
import { BadRequest, NotFound } from '../../http/errors';
import { createBatchWriter } from '../../jobs/batch-writer';
import { endpointRefusal } from './push-endpoint';
import { sendPush, type PushOptions, type PushOutcome } from './push-sender';
import * as repo from './push.repo';
import type { VapidKeys } from './vapid-keys';

export interface PushServiceDeps {
  db: Database;
  events: DomainEvents;
  vapidKeys: VapidKeys;
  vapidSubject: string;
  /** Tests only: a local receiver on 127.0.0.1 (decision 047). */
  allowLocalEndpoints: boolean;
  /** A member's stored settings (the profiles module's): toggles and quiet hours. */
  settingsOf: (userId: string) => Promise<MemberSettings | null>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Tests may replace the clock (quiet hours). */
  now?: () => Date;
  /** Tests may replace the transport; the real one is sendPush. */
  send?: typeof sendPush;
  /**
   * Queues a push for `sendQueued` on the shared job queue (decision 092), so that a push service
   * that failed is tried again with backoff. Absent (the embedded default), it is sent here at once.
   */
  enqueue?: (push: QueuedPush) => void;
}

/** A push waiting on the job queue: JSON, as the queue stores it. */
export interface QueuedPush {
  userId: string;
  notification: Notification;
}

/** A push not accepted for a reason that may pass: no answer, the push service's error, or 429. */
const mayPass = (outcome: PushOutcome) =>
  outcome.kind === 'failed' && (outcome.status === undefined || outcome.status >= 500 || outcome.status === 429);

/** How soon a push service should wake the device: chats and matches at once, views whenever. */
const URGENCY: Record<NotificationType, PushOptions['urgency']> = {
  match: 'high',
  message: 'high',
  like: 'normal',
  view: 'low',
  event: 'low',
  system: 'normal',
};

/** What the service worker shows. No message preview: a lock screen is seen by others too. */
export function pushPayloadOf(notification: Notification): PushPayload {
  return {
    title: PUSH_TITLES[notification.type],
    body: notification.content,
    url: notificationTarget(notification) ?? ROUTES.notifications,
    type: notification.type,
    // A conversation's unread notification grows with each message: one system notification for it.
    tag: notification.type === 'message' && notification.matchId ? `message-${notification.matchId}` : notification.id,
  };
}

/**
 * Web Push (decision 047): browsers' subscriptions, and a push to each of a member's browsers
 * for every notification the notifications module stores (`notification.created`, announced
 * after its write committed). A push never holds up or fails what caused it: it runs after, and
 * a failure is logged. The toggles are honoured twice (no notification is stored for a type
 * turned off, and a push checks again), quiet hours once, here.
 */
export function createPushService({
  db,
  events,
  vapidKeys,
  vapidSubject,
  allowLocalEndpoints,
  settingsOf,
  log,
  now = () => new Date(),
  send = sendPush,
  enqueue,
}: PushServiceDeps) {
  const pending = new Set<Promise<void>>();

  /** Whether the member wants a push about this type now. */
  function wanted(settings: MemberSettings | null, notification: Notification): boolean {
    if (!settings) return false;
    const toggle = notificationToggleOf(notification);
    if (toggle && !settings.notifications[toggle]) return false;
    return !isQuietTime(settings.quiet_hours, now());
  }

  // A notification for every chat message: their members' browsers are read a batch at a time.
  const browsersOf = createBatchWriter((userIds: string[]) => repo.subscriptionsOfMany(db, userIds), {
    maxQueued: 20_000,
  });

  /** Whether the member has a browser to push to and wants this push now. */
  async function wantsPush(userId: string, notification: Notification): Promise<boolean> {
    const subscriptions = await browsersOf.write(userId);
    return subscriptions.length > 0 && wanted(await settingsOf(userId), notification);
  }

  /** Pushes to each of the member's browsers; answers the outcomes that may pass on another try. */
  async function deliver(userId: string, notification: Notification): Promise<PushOutcome[]> {
    const subscriptions = await browsersOf.write(userId);
    if (subscriptions.length === 0) return [];
    if (!wanted(await settingsOf(userId), notification)) return [];
    const payload = pushPayloadOf(notification);
    const options: PushOptions = {
      vapidKeys,
      vapidSubject,
      ttlSeconds: PUSH_LIMITS.ttlSeconds,
      urgency: URGENCY[notification.type],
      topic: notification.id.replace(/-/g, ''),
      allowLocal: allowLocalEndpoints,
    };
    const outcomes = await Promise.all(
      subscriptions.map(async (subscription) => {
        let outcome: PushOutcome;
        try {
          outcome = await send(
            { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
            payload,
            options,
          );
        } catch (error) {
          outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
        }
        if (outcome.kind === 'gone') await repo.deleteGoneSubscription(db, subscription);
        else if (outcome.kind === 'failed') {
          log.warn(
            { status: outcome.status, reason: outcome.reason, host: new URL(subscription.endpoint).host },
            'a push was not accepted',
          );
        }
        return outcome;
      }),
    );
    return outcomes.filter(mayPass);
  }

  /** Queued, the browsers are read first: a member with none costs the queue nothing. */
  async function pushOrQueue(userId: string, notification: Notification): Promise<void> {
    if (!enqueue) await deliver(userId, notification);
    else if (await wantsPush(userId, notification)) enqueue({ userId, notification });
  }

  /** Starts a push; `settle` waits for it. */
  function start(userId: string, notification: Notification): void {
    const running = pushOrQueue(userId, notification).catch((error: unknown) =>
      log.error({ err: error }, 'sending a push failed'),
    );
    pending.add(running);
    void running.finally(() => pending.delete(running));
  }

  const unsubscribe = events.on('notification.created', ({ userId, notification }) => start(userId, notification));

  /** The subscription's key must be a point on P-256, or every push to it would fail. */
  function assertKeys(keys: PushSubscriptionInput['keys']): void {
    try {
      crypto.ECDH.convertKey(Buffer.from(keys.p256dh, 'base64url'), 'prime256v1');
    } catch {
      throw new BadRequest(PUSH_MESSAGES.p256dhInvalid, [
        { path: 'keys.p256dh', message: PUSH_MESSAGES.p256dhInvalid },
      ]);
    }
  }

  return {
    /** GET /push/public-key: the browser's `applicationServerKey`. */
    publicKey: () => ({ publicKey: vapidKeys.publicKey }),

    /**
     * POST /push/subscriptions: this browser, for this member and session (signing out ends it);
     * past the cap the oldest goes.
     */
    async subscribe({ userId, sessionId }: Member, input: PushSubscriptionInput) {
      const refusal = endpointRefusal(input.endpoint, { allowLocal: allowLocalEndpoints });
      if (refusal) throw new BadRequest(refusal, [{ path: 'endpoint', message: refusal }]);
      assertKeys(input.keys);
      const stored = await db.transaction(async (tx) => {
        const row = await repo.upsertSubscription(tx, {
          userId,
          sessionId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
        });
        await repo.deleteAllButNewest(tx, userId, PUSH_LIMITS.maxSubscriptionsPerMember);
        return row;
      });
      return { subscription: { endpoint: stored.endpoint, createdAt: stored.createdAt.toISOString() } };
    },

    /** DELETE /push/subscriptions: another member's endpoint is "not found", like an unknown one. */
    async unsubscribe(userId: string, endpoint: string) {
      if (!(await repo.deleteSubscription(db, userId, endpoint)))
        throw new NotFound(PUSH_MESSAGES.subscriptionNotFound);
    },

    /**
     * A push about something never stored as a notification (a reaction, decision 108), with the
     * member's toggles and quiet hours as for any other; after it, not before, what caused it.
     */
    pushUnstored: start,

    /**
     * A queued push (the job queue's `send-push` task). Throws when a browser's push service did
     * not take it for a reason that may pass, so the queue tries again: every browser is pushed
     * to again, and the Topic header (the notification's id) and the shown notification's tag
     * replace the first copy rather than add one.
     */
    async sendQueued({ userId, notification }: QueuedPush): Promise<void> {
      const failed = await deliver(userId, notification);
      if (failed.length > 0) throw new Error(`${failed.length} push service(s) did not take the push`);
    },

    /** Resolves once every push started so far has been answered (or has failed): tests and shutdown. */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
    close(): void {
      unsubscribe();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests await `push.settle()` (after `notifications.settle()`) before looking at what was sent. */
    push: PushService;
  }
}
