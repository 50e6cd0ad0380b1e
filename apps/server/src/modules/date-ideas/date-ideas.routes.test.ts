import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DATE_IDEA_CATEGORIES } from '@kindred/contract/enums';
import { DATE_IDEAS, dateIdeaImage } from '@kindred/contract/date-ideas';
import { DATE_PLANNER_MESSAGES, dateIdeasResponseSchema, type DateIdeaView } from '@kindred/contract/date-planner';
import { dateIdeas } from '../../db/schema/date-ideas';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, type CreatedMember } from '../../../test/factories';
import { syncDateIdeas } from './date-ideas.repo';

const t = useTestApp({ ARGON2_MEMORY_KIB: '1024' });

const call = (member: CreatedMember | null, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: member ? bearer(member.token) : {} });

async function list(member: CreatedMember, query = ''): Promise<DateIdeaView[]> {
  const response = await call(member, 'GET', `/date-ideas${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return dateIdeasResponseSchema.strict().parse(response.json()).ideas;
}

const first = DATE_IDEAS[0]!;
const second = DATE_IDEAS.find((idea) => idea.category !== first.category)!;

describe('GET /date-ideas', () => {
  it('answers the whole catalogue in its order, from the database, nothing saved yet', async () => {
    const member = await createMember(t().app);
    const ideas = await list(member);
    expect(ideas.map((idea) => idea.id)).toEqual(DATE_IDEAS.map((idea) => idea.id));
    expect(ideas[0]).toEqual({ ...first, imageSrc: dateIdeaImage(first.category), liked: false });
    expect(ideas.every((idea) => !idea.liked)).toBe(true);
    for (const category of DATE_IDEA_CATEGORIES) {
      expect(ideas.filter((idea) => idea.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('filters by category', async () => {
    const member = await createMember(t().app);
    const ideas = await list(member, '?category=drinks');
    expect(ideas.map((idea) => idea.id)).toEqual(
      DATE_IDEAS.filter((idea) => idea.category === 'drinks').map((idea) => idea.id),
    );
  });

  it('asks for a session', async () => {
    expect((await call(null, 'GET', '/date-ideas')).statusCode).toBe(401);
  });

  it.each([
    ['?category=bowling', 'category must be one of: cafe, restaurant, entertainment, outdoors, drinks, cultural'],
    [
      '?category=cafe&category=drinks',
      'category must be one of: cafe, restaurant, entertainment, outdoors, drinks, cultural',
    ],
    ['?saved=yes', 'saved must be one of: true, false'],
  ])('refuses %s with a sentence', async (query, message) => {
    const member = await createMember(t().app);
    const response = await call(member, 'GET', `/date-ideas${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('saving (liking) a date idea', () => {
  it('saves for the member only, twice is once, and unsaving twice is harmless', async () => {
    const [her, him] = [await createMember(t().app), await createMember(t().app)];
    for (let i = 0; i < 2; i += 1) {
      const saved = await call(her, 'PUT', `/date-ideas/${first.id}/like`);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().idea).toMatchObject({ id: first.id, liked: true });
    }
    await call(her, 'PUT', `/date-ideas/${second.id}/like`);
    expect((await list(her, '?saved=true')).map((idea) => idea.id)).toEqual([first.id, second.id]);
    expect((await list(her, `?saved=true&category=${second.category}`)).map((idea) => idea.id)).toEqual([second.id]);
    expect((await list(her)).filter((idea) => idea.liked).map((idea) => idea.id)).toEqual([first.id, second.id]);
    expect(await list(him, '?saved=true')).toEqual([]);

    for (let i = 0; i < 2; i += 1) {
      const unsaved = await call(her, 'DELETE', `/date-ideas/${first.id}/like`);
      expect(unsaved.statusCode, unsaved.body).toBe(200);
      expect(unsaved.json().idea).toMatchObject({ id: first.id, liked: false });
    }
    expect((await list(her, '?saved=true')).map((idea) => idea.id)).toEqual([second.id]);
  });

  it('answers 404 for an idea that does not exist', async () => {
    const member = await createMember(t().app);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await call(member, method, '/date-ideas/no-such-idea/like');
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ message: DATE_PLANNER_MESSAGES.ideaNotFound });
    }
    expect(await list(member, '?saved=true')).toEqual([]);
  });

  it('puts the saved ideas in the data export', async () => {
    const [her, him] = [await createMember(t().app), await createMember(t().app)];
    await call(her, 'PUT', `/date-ideas/${second.id}/like`);
    const data = (await call(her, 'GET', '/account/export')).json();
    expect(data.savedDateIdeas).toEqual([{ ideaId: second.id, title: second.title, savedAt: expect.any(String) }]);
    expect((await call(him, 'GET', '/account/export')).json().savedDateIdeas).toEqual([]);
  });
});

describe('the catalogue sync', () => {
  it('puts back a changed idea and is idempotent', async () => {
    await t().db.update(dateIdeas).set({ title: 'Tampered' }).where(eq(dateIdeas.id, first.id));
    await syncDateIdeas(t().db);
    await syncDateIdeas(t().db);
    const rows = await t().db.select().from(dateIdeas);
    expect(rows).toHaveLength(DATE_IDEAS.length);
    expect(rows.find((row) => row.id === first.id)?.title).toBe(first.title);
  });
});
