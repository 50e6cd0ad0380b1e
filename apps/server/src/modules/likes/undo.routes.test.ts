import { describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { UNDO_LIMITS, UNDO_MESSAGES } from '@kindred/contract/undo';
import { interactions } from '../../db/schema/likes';
import { matches } from '../../db/schema/matches';
import { notifications } from '../../db/schema/notifications';
import { useTestApp } from '../../../test/app';
import { recommendedIds } from '../../../test/recommendation-decks';
import { bearer, createDiscoverableMember, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

// Decision 073. Each test has a spot of its own: the PostgreSQL test database outlives a run.
const spot = () => ({ lat: 30 + Math.random() * 15, lng: -110 + Math.random() * 20, maxDistance: 5 });
type Spot = ReturnType<typeof spot>;

const woman = (here: Spot, subscription = 'Free') =>
  createDiscoverableMember(t().app, t().db, {
    profile: { location: 'Des Moines, IA', gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
    columns: { ...here, subscription },
  });
const men = (here: Spot, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      createDiscoverableMember(t().app, t().db, {
        profile: { location: 'Des Moines, IA', gender: 'male', showMe: 'Women', age: 32, ageRange: [25, 40] },
        columns: here,
      }),
    ),
  );

const act = (actor: CreatedMember, target: CreatedMember, status: string) =>
  t().app.inject({
    method: 'POST',
    url: '/api/v1/matches/likes',
    headers: bearer(actor.token),
    payload: { likedId: target.user.id, status },
  });
const undo = (actor: CreatedMember | null, payload?: string | object, headers: Record<string, string> = {}) =>
  t().app.inject({
    method: 'POST',
    url: '/api/v1/matches/likes/undo',
    headers: { ...headers, ...(actor ? bearer(actor.token) : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
const undoOf = (actor: CreatedMember, target: CreatedMember) => undo(actor, { likedId: target.user.id });

const stored = (actor: CreatedMember, target: CreatedMember) =>
  t()
    .db.select()
    .from(interactions)
    .where(and(eq(interactions.actorId, actor.user.id), eq(interactions.targetId, target.user.id)));
const likeNotes = (to: CreatedMember, from: CreatedMember) =>
  t()
    .db.select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, to.user.id),
        eq(notifications.actorId, from.user.id),
        eq(notifications.type, 'like'),
      ),
    );

describe('undoing the last like or pass', () => {
  it('takes a like back: the row, the like note and the day’s count, and the member is recommended again', async () => {
    const here = spot();
    const her = await woman(here);
    const them = await men(here, 11);
    const [him] = them;
    expect(await recommendedIds(t().app, her.token, 'limit=20')).toContain(him!.user.id);
    expect((await act(her, him!, 'like')).statusCode).toBe(200);
    await t().app.notifications.settle();
    expect(await likeNotes(him!, her)).toHaveLength(1);
    // The read after the like leaves him off her stored deck.
    expect(await recommendedIds(t().app, her.token, 'limit=20')).not.toContain(him!.user.id);

    const response = await undoOf(her, him!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ likedId: him!.user.id, status: 'like', undone: true });
    expect(await stored(her, him!)).toHaveLength(0);
    await t().app.notifications.settle();
    expect(await likeNotes(him!, her)).toHaveLength(0);
    await vi.waitFor(async () => expect(await recommendedIds(t().app, her.token, 'limit=20')).toContain(him!.user.id));

    // Basic's 10 likes a day: the undone like was given back.
    for (const target of them.slice(1, 11)) expect((await act(her, target, 'like')).statusCode).toBe(200);
    expect((await act(her, him!, 'like')).statusCode).toBe(429);
  });

  it('takes a pass and a super like back, giving the week’s super like back', async () => {
    const here = spot();
    const her = await woman(here, 'Gold');
    const them = await men(here, 6);
    expect((await act(her, them[0]!, 'dislike')).statusCode).toBe(200);
    const pass = await undoOf(her, them[0]!);
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.json().data.status).toBe('dislike');

    for (const target of them.slice(0, 5)) expect((await act(her, target, 'superlike')).statusCode).toBe(200);
    expect((await undoOf(her, them[4]!)).statusCode).toBe(200);
    expect((await act(her, them[5]!, 'superlike')).statusCode).toBe(200);
    expect((await act(her, them[4]!, 'superlike')).statusCode).toBe(429);
  });

  it('refuses a like that made a match, and the match stays', async () => {
    const here = spot();
    const her = await woman(here);
    const [him] = await men(here, 1);
    await act(him!, her, 'like');
    expect((await act(her, him!, 'like')).json().data.matched).toBe(true);
    const response = await undoOf(her, him!);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(UNDO_MESSAGES.alreadyMatched);
    expect(await stored(her, him!)).toHaveLength(1);
    const live = await t()
      .db.select()
      .from(matches)
      .where(sql`${matches.endedAt} IS NULL AND ${her.user.id} IN (${matches.userLow}, ${matches.userHigh})`);
    expect(live).toHaveLength(1);
  });

  it('refuses anything but the most recent action, a second undo and an expired one', async () => {
    const here = spot();
    const her = await woman(here);
    const [first, second] = await men(here, 2);
    await act(her, first!, 'like');
    await act(her, second!, 'dislike');
    const older = await undoOf(her, first!);
    expect(older.statusCode).toBe(409);
    expect(older.json().message).toBe(UNDO_MESSAGES.notMostRecent);
    expect(await stored(her, first!)).toHaveLength(1);

    expect((await undoOf(her, second!)).statusCode).toBe(200);
    const again = await undoOf(her, second!);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(UNDO_MESSAGES.nothingToUndo);

    await t()
      .db.update(interactions)
      .set({ createdAt: new Date(Date.now() - UNDO_LIMITS.windowMs - 1000) })
      .where(and(eq(interactions.actorId, her.user.id), eq(interactions.targetId, first!.user.id)));
    const late = await undoOf(her, first!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(UNDO_MESSAGES.tooLate);
    expect(await stored(her, first!)).toHaveLength(1);
  });

  it('never touches another member’s interaction', async () => {
    const here = spot();
    const her = await woman(here);
    const other = await woman(here);
    const [him] = await men(here, 1);
    await act(her, him!, 'like');
    await act(him!, other, 'like');
    // Another member undoing her like of him, and her undoing his like of someone else.
    for (const [actor, target] of [
      [other, him!],
      [her, other],
      [him!, her],
    ] as const) {
      const response = await undoOf(actor, target);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(UNDO_MESSAGES.nothingToUndo);
    }
    expect(await stored(her, him!)).toHaveLength(1);
    expect(await stored(him!, other)).toHaveLength(1);
  });

  it('answers bad input with a clear 4xx and a visitor with 401', async () => {
    const here = spot();
    const her = await woman(here);
    const [him] = await men(here, 1);
    await act(her, him!, 'like');

    const bodiless = await undo(her);
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.json().message).toBe(DISCOVERY_MESSAGES.likedIdRequired);
    const emptyJson = await undo(her, '', { 'content-type': 'application/json' });
    expect(emptyJson.statusCode).toBe(400);
    expect(emptyJson.json().message).toBe(DISCOVERY_MESSAGES.likedIdRequired);
    for (const likedId of ['nope', '00000000-0000-4000-8000-000000000000', her.user.id]) {
      const response = await undo(her, { likedId });
      expect(response.statusCode, likedId).toBe(404);
      expect(response.json().message).toBe(UNDO_MESSAGES.nothingToUndo);
    }
    for (const likedId of [`${him!.user.id}\u0000`, 'x'.repeat(101), 42, null]) {
      const response = await undo(her, { likedId });
      expect(response.statusCode, String(likedId)).toBe(400);
      expect(response.json().message).not.toMatch(/Invalid input|invalid byte sequence/i);
    }
    const visitor = await undo(null, { likedId: him!.user.id });
    expect(visitor.statusCode).toBe(401);
    expect(await stored(her, him!)).toHaveLength(1);
  });
});
