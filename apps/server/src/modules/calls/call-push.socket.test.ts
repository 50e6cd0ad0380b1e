import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_TEXTS, type Call } from '@kindred/contract/calls';
import type { PushPayload } from '@kindred/contract/push';
import { notifications } from '../../db/schema/notifications';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, type CreatedMember } from '../../../test/factories';
import {
  decryptAes128gcm,
  pushesAt,
  startPushReceiver,
  subscribeBrowser,
  type PushReceiver,
} from '../../../test/push-receiver';
import { emitWithAck, recordEvents, useSocketServer } from '../../../test/sockets';

// Decision 110: a call that rings while its callee has no device connected is pushed ("Ava is
// calling you"), never stored; with the app open, the call rings there and nothing is pushed.
const t = useTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' });
const sockets = useSocketServer(t);
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
});

async function put(member: CreatedMember, url: string, payload: object, status: number) {
  const response = await t().app.inject({ method: 'PUT', url, headers: bearer(member.token), payload });
  expect(response.statusCode, response.body).toBe(status);
}

const subscribe = (member: CreatedMember) => subscribeBrowser(t().app, member.token, receiver);

type Device = Awaited<ReturnType<typeof subscribe>>;
/** The pushes that ring (a cancelled call's line in the chat is pushed as a message too). */
const ringPushesTo = (device: Device) =>
  pushesAt(receiver, device.endpoint)
    .map((push) => JSON.parse(decryptAes128gcm(push.body, device.keys)) as PushPayload)
    .filter((payload) => payload.body === CALL_TEXTS.incoming('Ava'));

async function settled() {
  // The signalling asks every process whether the callee is connected, then pushes.
  await new Promise((resolve) => setTimeout(resolve, 150));
  await t().app.push.settle();
}

describe('a call rung while the callee has the app closed', () => {
  it('is pushed with who is calling, stores no notification, and is not pushed while a device is connected', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    for (const member of [her, him])
      await put(member, `/api/v1/matches/${matchId}/video-calls`, { enabled: true }, 200);
    const device = await subscribe(him);
    await settled();
    const ava = await sockets.connect(her.token);

    const first = await emitWithAck<'call:start', Call>(ava, 'call:start', { matchId });
    expect(first).toMatchObject({ ok: true, data: { state: 'ringing' } });
    await settled();
    const pushes = ringPushesTo(device);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ type: 'message' });
    expect(JSON.stringify(pushes[0])).not.toContain(her.email);
    if (first.ok) await emitWithAck(ava, 'call:hangup', { callId: first.data.id });

    // Sam opens the app: the next call rings there, and no push goes out.
    const sam = await sockets.connect(him.token);
    const samEvents = recordEvents(sam);
    const second = await emitWithAck<'call:start', Call>(ava, 'call:start', { matchId });
    expect(second).toMatchObject({ ok: true, data: { state: 'ringing' } });
    await samEvents.next('call:updated', (call) => call.state === 'ringing');
    await settled();
    expect(ringPushesTo(device)).toHaveLength(1);
    // The ring is never stored (the cancelled call's line in the chat is a message, and notified as one).
    const stored = await t().db.select().from(notifications).where(eq(notifications.userId, him.user.id));
    expect(stored.filter((notification) => notification.content === CALL_TEXTS.incoming('Ava'))).toEqual([]);
  });
});
