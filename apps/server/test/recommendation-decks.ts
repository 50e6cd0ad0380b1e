// Test helpers: what GET /recommendations shows a member, and the deck stored for them.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Recommendation } from '@kindred/contract/discovery';
import type { Database } from '../src/db/database';
import { recommendationDecks } from '../src/db/schema/discovery';
import { bearer } from './factories';

/** The ids of the cards GET /recommendations answers (asserting a 200). */
export async function recommendedIds(app: FastifyInstance, token: string, query: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/recommendations?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().recommendations as Recommendation[]).map((card) => card.id);
}

/** The member's stored deck, or undefined. */
export async function storedDeck(db: Database, userId: string) {
  const [deck] = await db.select().from(recommendationDecks).where(eq(recommendationDecks.userId, userId));
  return deck;
}
