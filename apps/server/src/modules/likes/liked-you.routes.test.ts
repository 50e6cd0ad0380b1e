import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

const woman = (location: string) =>
  createDiscoverableMember(t().app, t().db, {
    profile: { location, gender: 'female', showMe: 'Men', age: 30 },
  });
const men = (location: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      createDiscoverableMember(t().app, t().db, {
        profile: { name: 'Sam', location, gender: 'male', showMe: 'Women', age: 32 },
      }),
    ),
  );

const call = (member: CreatedMember, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t().app.inject({ method, url: `/api/v1${path}`, headers: bearer(member.token), payload: payload as object });
const act = (actor: CreatedMember, target: CreatedMember, status: string) =>
  call(actor, 'POST', '/matches/likes', { likedId: target.user.id, status });
const checkout = (member: CreatedMember, planId: string, months: number) =>
  call(member, 'POST', '/billing/checkout', { planId, months });

describe('who liked you', () => {
  it('paid plans see who liked them and waits for an answer; Basic sees only how many', async () => {
    const her = await woman('Flagstaff, AZ');
    const [first, second, third] = await men('Flagstaff, AZ', 3);
    expect((await act(first!, her, 'like')).statusCode).toBe(200);
    expect((await call(second!, 'POST', '/billing/checkout', { planId: 'gold', months: 1 })).statusCode).toBe(200);
    expect((await act(second!, her, 'superlike')).statusCode).toBe(200);
    expect((await act(third!, her, 'like')).statusCode).toBe(200);
    expect((await act(her, third!, 'dislike')).statusCode).toBe(200);

    const locked = await call(her, 'GET', '/matches/liked-you');
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ count: 2, locked: true, members: [] });

    await checkout(her, 'gold', 1);
    const open = await call(her, 'GET', '/matches/liked-you');
    expect(open.json()).toMatchObject({ count: 2, locked: false, pagination: { total: 2, page: 1 } });
    expect(open.json().members).toEqual([
      expect.objectContaining({ id: second!.user.id, name: 'Sam', age: 32, superLike: true }),
      expect.objectContaining({ id: first!.user.id, superLike: false }),
    ]);
    expect(Object.keys(open.json().members[0]).sort()).toEqual(['age', 'id', 'likedAt', 'name', 'photo', 'superLike']);

    const bad = await call(her, 'GET', '/matches/liked-you?page=0');
    expect(bad.statusCode).toBe(400);
  });
});
