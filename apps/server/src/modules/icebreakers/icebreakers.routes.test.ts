import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ICEBREAKER_CATEGORIES } from '@kindred/contract/enums';
import {
  ICEBREAKER_LIMITS,
  ICEBREAKER_MESSAGES,
  icebreakerResponseSchema,
  icebreakersResponseSchema,
  type Icebreaker,
} from '@kindred/contract/icebreaker-schemas';
import { ICEBREAKERS } from '@kindred/contract/icebreakers';
import { customIcebreakers, icebreakerSaves } from '../../db/schema/icebreakers';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

const call = (member: CreatedMember | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: member ? bearer(member.token) : {}, payload });

async function list(member: CreatedMember, query = ''): Promise<Icebreaker[]> {
  const response = await call(member, 'GET', `/icebreakers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return icebreakersResponseSchema.parse(response.json()).icebreakers;
}

async function add(member: CreatedMember, payload: object): Promise<Icebreaker> {
  const response = await call(member, 'POST', '/icebreakers', payload);
  expect(response.statusCode, response.body).toBe(201);
  return icebreakerResponseSchema.parse(response.json()).icebreaker;
}

const [first, second] = ICEBREAKERS;
const savedIds = (items: Icebreaker[]) => items.filter((item) => item.isSaved).map((item) => item.id);

describe('GET /icebreakers', () => {
  it('lists the whole catalogue, unsaved, to a new member; at least six in every category', async () => {
    const member = await createMember(t().app);
    const items = await list(member);
    expect(items).toEqual(ICEBREAKERS.map((entry) => ({ ...entry, isSaved: false, isCustom: false })));
    for (const category of ICEBREAKER_CATEGORIES) {
      expect(items.filter((item) => item.categoryId === category).length, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('narrows to one category, the member’s own included, and refuses an unknown one with a sentence', async () => {
    const member = await createMember(t().app);
    const own = await add(member, { text: 'What song is stuck in your head today?', categoryId: 'playful' });
    await add(member, { text: 'Which city feels most like you?' });
    const playful = await list(member, '?category=playful');
    expect(new Set(playful.map((item) => item.categoryId))).toEqual(new Set(['playful']));
    expect(playful.map((item) => item.id)).toEqual([
      ...ICEBREAKERS.filter((entry) => entry.categoryId === 'playful').map((entry) => entry.id),
      own.id,
    ]);

    const unknown = await call(member, 'GET', '/icebreakers?category=spicy');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`category must be one of: ${ICEBREAKER_CATEGORIES.join(', ')}`);
  });

  it('is for members only', async () => {
    expect((await call(null, 'GET', '/icebreakers')).statusCode).toBe(401);
    expect((await call(null, 'PUT', `/icebreakers/${first!.id}/save`)).statusCode).toBe(401);
  });
});

describe('saving', () => {
  it('saves and unsaves a catalogue icebreaker, each as often as asked, for this member only', async () => {
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    for (let i = 0; i < 2; i++) {
      const saved = await call(member, 'PUT', `/icebreakers/${first!.id}/save`);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ icebreaker: { ...first, isSaved: true, isCustom: false } });
    }
    await call(member, 'PUT', `/icebreakers/${second!.id}/save`);
    expect(savedIds(await list(member))).toEqual([first!.id, second!.id]);
    expect(savedIds(await list(other))).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const unsaved = await call(member, 'DELETE', `/icebreakers/${first!.id}/save`);
      expect(unsaved.statusCode, unsaved.body).toBe(200);
      expect(unsaved.json().icebreaker).toMatchObject({ id: first!.id, isSaved: false });
    }
    expect(savedIds(await list(member))).toEqual([second!.id]);
  });

  it('answers 404 for an id that is neither in the catalogue nor the member’s own', async () => {
    const member = await createMember(t().app);
    for (const id of ['no-such-icebreaker', randomUUID()]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(member, method, `/icebreakers/${id}/save`);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json().message).toBe(ICEBREAKER_MESSAGES.notFound);
      }
    }
  });
});

describe('the member’s own icebreakers', () => {
  it('are added trimmed, saved and personal by default, and listed after the catalogue, newest first', async () => {
    const member = await createMember(t().app);
    const older = await add(member, { text: '  What made you laugh today?  ' });
    expect(older).toEqual({
      id: expect.any(String),
      text: 'What made you laugh today?',
      categoryId: 'personal',
      isSaved: true,
      isCustom: true,
    });
    const newer = await add(member, {
      text: 'Would you rather sing or dance in public?',
      categoryId: 'would-you-rather',
    });
    expect(newer).toMatchObject({ categoryId: 'would-you-rather', isSaved: true, isCustom: true });

    const items = await list(member);
    expect(items.slice(ICEBREAKERS.length)).toEqual([newer, older]);
    expect(savedIds(items)).toEqual([newer.id, older.id]);
  });

  it('refuse blank and too-long text with a sentence, and store nothing', async () => {
    const member = await createMember(t().app);
    for (const [payload, message] of [
      [{ text: '   \n ' }, ICEBREAKER_MESSAGES.textRequired],
      [{ text: '' }, ICEBREAKER_MESSAGES.textRequired],
      [{}, ICEBREAKER_MESSAGES.textRequired],
      [{ text: 42 }, ICEBREAKER_MESSAGES.textRequired],
      [{ text: 'x'.repeat(ICEBREAKER_LIMITS.textMax + 1) }, ICEBREAKER_MESSAGES.textTooLong],
    ] as const) {
      const response = await call(member, 'POST', '/icebreakers', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // The longest allowed fits.
    await add(member, { text: 'y'.repeat(ICEBREAKER_LIMITS.textMax) });
    expect((await list(member)).filter((item) => item.isCustom)).toHaveLength(1);
  });

  it('are saved and unsaved like the catalogue’s, and deleted once', async () => {
    const member = await createMember(t().app);
    const own = await add(member, { text: 'What is your favourite smell?' });
    const unsaved = await call(member, 'DELETE', `/icebreakers/${own.id}/save`);
    expect(unsaved.json()).toEqual({ icebreaker: { ...own, isSaved: false } });
    expect(savedIds(await list(member))).toEqual([]);
    expect((await call(member, 'PUT', `/icebreakers/${own.id}/save`)).json().icebreaker.isSaved).toBe(true);

    const deleted = await call(member, 'DELETE', `/icebreakers/${own.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: ICEBREAKER_MESSAGES.deleted });
    expect((await list(member)).some((item) => item.id === own.id)).toBe(false);
    const again = await call(member, 'DELETE', `/icebreakers/${own.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ICEBREAKER_MESSAGES.notFound);
  });

  it('are nobody else’s: another member’s id is 404 to save, unsave and delete, and stays as it was', async () => {
    const owner = await createMember(t().app);
    const other = await createMember(t().app);
    const own = await add(owner, { text: 'What is the best concert you have been to?' });
    for (const [method, url] of [
      ['PUT', `/icebreakers/${own.id}/save`],
      ['DELETE', `/icebreakers/${own.id}/save`],
      ['DELETE', `/icebreakers/${own.id}`],
    ] as const) {
      const response = await call(other, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(ICEBREAKER_MESSAGES.notFound);
    }
    expect((await list(other)).some((item) => item.id === own.id)).toBe(false);
    expect((await list(owner)).find((item) => item.id === own.id)).toEqual(own);
  });

  it('cannot delete a catalogue icebreaker', async () => {
    const member = await createMember(t().app);
    const response = await call(member, 'DELETE', `/icebreakers/${first!.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ICEBREAKER_MESSAGES.onlyOwnDeleted);
    expect(await list(member)).toHaveLength(ICEBREAKERS.length);
  });

  it(`are kept to ${ICEBREAKER_LIMITS.customMax} a member`, async () => {
    const member = await createMember(t().app);
    await t()
      .db.insert(customIcebreakers)
      .values(
        Array.from({ length: ICEBREAKER_LIMITS.customMax - 1 }, (_, i) => ({
          memberId: member.user.id,
          text: `Question ${i}?`,
        })),
      );
    await add(member, { text: 'The last one that fits?' });
    const over = await call(member, 'POST', '/icebreakers', { text: 'One too many?' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ICEBREAKER_MESSAGES.tooMany);
    expect((await list(member)).filter((item) => item.isCustom)).toHaveLength(ICEBREAKER_LIMITS.customMax);
  });
});

describe('the account', () => {
  it('exports the saved and own icebreakers, and deleting it deletes them', async () => {
    const member = await createMember(t().app);
    await call(member, 'PUT', `/icebreakers/${second!.id}/save`);
    const own = await add(member, { text: 'What are you looking forward to this month?', categoryId: 'thoughtful' });
    const hidden = await add(member, { text: 'Tea or coffee?' });
    await call(member, 'DELETE', `/icebreakers/${hidden.id}/save`);

    const exported = (await call(member, 'GET', '/account/export')).json();
    expect(exported.savedIcebreakers).toEqual([{ id: second!.id, text: second!.text, savedAt: expect.any(String) }]);
    expect(exported.customIcebreakers).toEqual([
      { id: hidden.id, text: 'Tea or coffee?', categoryId: 'personal', isSaved: false, createdAt: expect.any(String) },
      { id: own.id, text: own.text, categoryId: 'thoughtful', isSaved: true, createdAt: expect.any(String) },
    ]);

    const removed = await call(member, 'DELETE', '/account', {
      confirmation: 'DELETE',
      currentPassword: member.password,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const db = t().db;
    expect(await db.select().from(icebreakerSaves).where(eq(icebreakerSaves.memberId, member.user.id))).toEqual([]);
    expect(await db.select().from(customIcebreakers).where(eq(customIcebreakers.memberId, member.user.id))).toEqual([]);
  });
});
