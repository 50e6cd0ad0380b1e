import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUSH_LIMITS, PUSH_MESSAGES, type PushPayload } from '@kindred/contract/push';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { pushSubscriptions } from '../../db/schema/push';
import { profiles } from '../../db/schema/profiles';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMember,
  randomSpot,
  type CreatedMember,
} from '../../../test/factories';
import {
  browserKeys,
  decryptAes128gcm,
  startPushReceiver,
  verifyVapid,
  type BrowserKeys,
  type PushReceiver,
} from '../../../test/push-receiver';
import { loadVapidKeys } from './vapid-keys';

const t = useTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' });
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
});

async function settled() {
  await t().app.notifications.settle();
  await t().app.push.settle();
}

async function call(member: CreatedMember, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });
  await settled();
  return response;
}

/** Subscribes a browser of `member` at a new endpoint of the receiver. */
async function subscribe(member: CreatedMember, keys: BrowserKeys = browserKeys()) {
  const endpoint = receiver.endpoint();
  const response = await call(member, 'POST', '/push/subscriptions', {
    endpoint,
    keys: keys.json,
    expirationTime: null,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { endpoint, keys };
}

/** Her, and a man nearby who would see her card. */
async function herAndHim(herColumns: object = {}) {
  const spot = { ...randomSpot(), maxDistance: 5 };
  const her = await createDiscoverableMember(t().app, t().db, {
    profile: { name: 'Ava', gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
    columns: { ...spot, ...herColumns },
  });
  const him = await createDiscoverableMember(t().app, t().db, {
    profile: { name: 'Sam', gender: 'male', showMe: 'Women', age: 32, ageRange: [25, 40] },
    columns: spot,
  });
  return { her, him };
}

const pushesTo = (endpoint: string) =>
  receiver.received.filter((push) => `${receiver.origin}${push.path}` === endpoint);
const subscriptionRows = (userId: string) =>
  t().db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('the VAPID public key', () => {
  it('is a P-256 key the browser can use, kept in the database across restarts when none is configured', async () => {
    const member = await createMember(t().app);
    const response = await call(member, 'GET', '/push/public-key');
    expect(response.statusCode, response.body).toBe(200);
    const { publicKey } = response.json() as { publicKey: string };
    expect(Object.keys(response.json())).toEqual(['publicKey']);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // What a restart does: read the keys again from the same database.
    expect((await loadVapidKeys(t().db, null)).publicKey).toBe(publicKey);
  });

  it('is for members only', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a push for each notification', () => {
  it('reaches every browser of the member, encrypted for it and signed by the server’s VAPID key', async () => {
    const { her, him } = await herAndHim();
    const phone = await subscribe(her);
    const laptop = await subscribe(her);
    const before = receiver.received.length;

    expect((await call(him, 'POST', `/matches/${her.user.id}/like`)).statusCode).toBe(200);
    expect(receiver.received.length - before).toBe(2);

    const { publicKey } = (await call(her, 'GET', '/push/public-key')).json() as { publicKey: string };
    for (const device of [phone, laptop]) {
      const [push] = pushesTo(device.endpoint);
      expect(push, device.endpoint).toBeDefined();
      const payload = JSON.parse(decryptAes128gcm(push!.body, device.keys)) as PushPayload;
      expect(payload).toMatchObject({
        title: 'Someone likes you',
        body: 'Sam liked your profile',
        url: ROUTES.forYou,
        type: 'like',
      });
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.ttl).toBe(String(PUSH_LIMITS.ttlSeconds));
      expect(push!.headers.urgency).toBe('normal');
      const vapid = await verifyVapid(push!.headers.authorization, receiver.origin);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.sub).toBe('mailto:support@kindred.app');
    }
  });

  it('leads a match to the match, urgently', async () => {
    const { her, him } = await herAndHim();
    const device = await subscribe(her);
    await call(her, 'POST', `/matches/${him.user.id}/like`);
    const liked = await call(him, 'POST', `/matches/${her.user.id}/like`);
    const matchId = (liked.json() as { data: { match: { id: string } } }).data.match.id;
    const pushes = pushesTo(device.endpoint);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.headers.urgency).toBe('high');
    expect(JSON.parse(decryptAes128gcm(pushes[0]!.body, device.keys))).toEqual({
      title: 'New match',
      body: 'You matched with Sam!',
      url: ROUTES.match(matchId),
      type: 'match',
      tag: expect.any(String),
    });
  });

  it('pushes a date plan’s notice under New Messages, as its chat, though App Updates is off by default', async () => {
    const { her, him } = await herAndHim();
    await call(her, 'POST', `/matches/${him.user.id}/like`);
    const liked = await call(him, 'POST', `/matches/${her.user.id}/like`);
    const matchId = (liked.json() as { data: { match: { id: string } } }).data.match.id;
    const device = await subscribe(her);
    const startsAt = new Date(Math.floor((Date.now() + 3 * 24 * 3600_000) / 60_000) * 60_000).toISOString();
    const proposed = await call(him, 'POST', API_PATHS.dates.list, {
      matchId,
      ideaId: DATE_IDEAS[0]!.id,
      place: 'Blue Bottle on Main Street',
      startsAt,
      timeZone: 'Europe/London',
      note: 'Fancy a coffee on Saturday?',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const notices = pushesTo(device.endpoint).map(
      (push) => JSON.parse(decryptAes128gcm(push.body, device.keys)) as PushPayload,
    );
    // The chat message and the plan's own notice, both leading to the conversation.
    expect(notices.map((notice) => notice.type).sort()).toEqual(['event', 'message']);
    expect(notices.every((notice) => notice.url === ROUTES.messageThread(matchId))).toBe(true);

    // New Messages off and App Updates on: the plan's notices follow New Messages.
    await t()
      .db.update(profiles)
      .set({ notifyNewMessages: false, notifyAppUpdates: true })
      .where(eq(profiles.userId, her.user.id));
    const before = pushesTo(device.endpoint).length;
    const planId = (proposed.json() as { data: { id: string } }).data.id;
    const cancelled = await call(him, 'POST', API_PATHS.dates.cancel(planId), {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(pushesTo(device.endpoint)).toHaveLength(before);
  });

  it('sends nothing for a type whose toggle is off', async () => {
    const { her, him } = await herAndHim({ notifyMatchActivity: false });
    const device = await subscribe(her);
    await call(him, 'POST', `/matches/${her.user.id}/like`);
    expect(pushesTo(device.endpoint)).toEqual([]);
  });

  it('sends nothing in quiet hours, while the notification is still stored in the app', async () => {
    // Quiet from two hours ago to two hours from now, on a clock three hours ahead of UTC.
    const hour = (new Date().getUTCHours() + 3) % 24;
    const time = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const { her, him } = await herAndHim();
    const stored = await call(her, 'PUT', '/profile/settings', {
      quiet_hours: { enabled: true, start: time(hour - 2), end: time(hour + 2), time_zone: 'Europe/Moscow' },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const device = await subscribe(her);
    await call(him, 'POST', `/matches/${her.user.id}/like`);
    expect(pushesTo(device.endpoint)).toEqual([]);
    const list = (await call(her, 'GET', '/notifications')).json() as { notifications: { content: string }[] };
    expect(list.notifications.map((item) => item.content)).toEqual(['Sam liked your profile']);

    // Outside them, it goes.
    const { her: other, him: admirer } = await herAndHim();
    await call(other, 'PUT', '/profile/settings', {
      quiet_hours: { enabled: true, start: time(hour + 3), end: time(hour + 5), time_zone: 'Europe/Moscow' },
    });
    const otherDevice = await subscribe(other);
    await call(admirer, 'POST', `/matches/${other.user.id}/like`);
    expect(pushesTo(otherDevice.endpoint)).toHaveLength(1);
  });

  it('deletes a subscription the push service says is gone, and keeps one that failed otherwise', async () => {
    const { her, him } = await herAndHim();
    const gone = await subscribe(her);
    receiver.answer(410);
    try {
      await call(him, 'POST', `/matches/${her.user.id}/like`);
    } finally {
      receiver.answer(201);
    }
    expect(pushesTo(gone.endpoint)).toHaveLength(1);
    expect(await subscriptionRows(her.user.id)).toEqual([]);

    const { her: other, him: admirer } = await herAndHim();
    const flaky = await subscribe(other);
    receiver.answer(503);
    try {
      await call(admirer, 'POST', `/matches/${other.user.id}/like`);
    } finally {
      receiver.answer(201);
    }
    expect(pushesTo(flaky.endpoint)).toHaveLength(1);
    expect((await subscriptionRows(other.user.id)).map((row) => row.endpoint)).toEqual([flaky.endpoint]);
  });
});

describe('subscriptions', () => {
  it('are kept per member up to the cap, the oldest dropped first', async () => {
    const member = await createMember(t().app);
    const endpoints: string[] = [];
    for (let index = 0; index <= PUSH_LIMITS.maxSubscriptionsPerMember; index += 1) {
      endpoints.push((await subscribe(member)).endpoint);
    }
    const kept = (await subscriptionRows(member.user.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(PUSH_LIMITS.maxSubscriptionsPerMember);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints.at(-1));
  });

  it('answer with the stored endpoint only', async () => {
    const member = await createMember(t().app);
    const endpoint = receiver.endpoint();
    const response = await call(member, 'POST', '/push/subscriptions', { endpoint, keys: browserKeys().json });
    expect(response.statusCode, response.body).toBe(201);
    expect(Object.keys(response.json().subscription).sort()).toEqual(['createdAt', 'endpoint']);
  });

  it('are deleted by their own member only', async () => {
    const owner = await createMember(t().app);
    const stranger = await createMember(t().app);
    const { endpoint } = await subscribe(owner);

    const theirs = await call(stranger, 'DELETE', '/push/subscriptions', { endpoint });
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.json().message).toBe(PUSH_MESSAGES.subscriptionNotFound);
    expect(await subscriptionRows(owner.user.id)).toHaveLength(1);

    const own = await call(owner, 'DELETE', '/push/subscriptions', { endpoint });
    expect(own.statusCode, own.body).toBe(204);
    expect(await subscriptionRows(owner.user.id)).toEqual([]);
    expect((await call(owner, 'DELETE', '/push/subscriptions', { endpoint })).statusCode).toBe(404);
  });

  it('are in the member’s data export, without their keys', async () => {
    const member = await createMember(t().app);
    const { endpoint } = await subscribe(member);
    const response = await call(member, 'GET', '/account/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pushSubscriptions).toEqual([{ endpoint, createdAt: expect.any(String) }]);
  });

  it('end with the session that registered them: a signed-out browser gets no more pushes', async () => {
    const { her, him } = await herAndHim();
    const device = await subscribe(her);
    expect((await call(her, 'POST', '/auth/logout')).statusCode).toBe(204);
    expect(await subscriptionRows(her.user.id)).toEqual([]);
    await call(him, 'POST', `/matches/${her.user.id}/like`);
    expect(pushesTo(device.endpoint)).toEqual([]);
  });

  it('move to the member who registers the same browser next (one browser, one member)', async () => {
    const first = await createMember(t().app);
    const second = await createMember(t().app);
    const { endpoint } = await subscribe(first);
    const keys = browserKeys();
    const again = await call(second, 'POST', '/push/subscriptions', { endpoint, keys: keys.json });
    expect(again.statusCode, again.body).toBe(201);
    expect(await subscriptionRows(first.user.id)).toEqual([]);
    expect((await subscriptionRows(second.user.id)).map((row) => row.p256dh)).toEqual([keys.json.p256dh]);
  });

  describe('refuse with 400 and a clear message', () => {
    const keys = browserKeys().json;
    const cases: [name: string, body: unknown, message: string][] = [
      ['no endpoint', { keys }, PUSH_MESSAGES.endpointRequired],
      ['an endpoint that is no URL', { endpoint: 'not a url', keys }, PUSH_MESSAGES.endpointInvalid],
      ['an endpoint with a NUL byte', { endpoint: 'https://push.example.com/a\u0000b', keys }, 'invisible'],
      ['a ftp endpoint', { endpoint: 'ftp://push.example.com/a', keys }, PUSH_MESSAGES.endpointInvalid],
      ['an endpoint over http', { endpoint: 'http://push.example.com/a', keys }, PUSH_MESSAGES.endpointInvalid],
      ['an endpoint at a private address', { endpoint: 'https://10.0.0.5/a', keys }, PUSH_MESSAGES.endpointNotAllowed],
      ['an endpoint on localhost', { endpoint: 'https://localhost/a', keys }, PUSH_MESSAGES.endpointNotAllowed],
      [
        'an endpoint too long',
        { endpoint: `https://push.example.com/${'a'.repeat(PUSH_LIMITS.endpointMax)}`, keys },
        PUSH_MESSAGES.endpointTooLong,
      ],
      ['no keys', { endpoint: 'https://push.example.com/a' }, PUSH_MESSAGES.keysRequired],
      ['no auth', { endpoint: 'https://push.example.com/a', keys: { p256dh: keys.p256dh } }, PUSH_MESSAGES.authInvalid],
      [
        'a p256dh that is not base64url',
        { endpoint: 'https://push.example.com/a', keys: { ...keys, p256dh: `${keys.p256dh.slice(1)}+` } },
        PUSH_MESSAGES.p256dhInvalid,
      ],
      [
        'a p256dh that is no point on the curve',
        {
          endpoint: 'https://push.example.com/a',
          keys: { ...keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
        },
        PUSH_MESSAGES.p256dhInvalid,
      ],
      ['keys that are a string', { endpoint: 'https://push.example.com/a', keys: 'abc' }, PUSH_MESSAGES.keysRequired],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const member = await createMember(t().app);
      const response = await call(member, 'POST', '/push/subscriptions', body as object);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await subscriptionRows(member.user.id)).toEqual([]);
    });

    it('a request without a body, to subscribe or to unsubscribe', async () => {
      const member = await createMember(t().app);
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await t().app.inject({
          method,
          url: '/api/v1/push/subscriptions',
          headers: bearer(member.token),
        });
        expect(response.statusCode, `${method}: ${response.body}`).toBe(400);
        expect(response.json().message).toBeTruthy();
      }
    });
  });
});
