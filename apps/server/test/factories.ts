import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AuthResponse, RegisterRequest } from '@kindred/contract/auth';
import { ONBOARDING_QUESTIONS } from '@kindred/contract/enums';
import type { Database } from '../src/db/database';
import { profiles } from '../src/db/schema/profiles';
import { matches } from '../src/db/schema/matches';

let photo: Promise<string> | undefined;

/** A small real PNG as a data URL, like the registration form sends. */
export function samplePhotoDataUrl(): Promise<string> {
  photo ??= sharp({ create: { width: 64, height: 80, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .png()
    .toBuffer()
    .then((buffer) => `data:image/png;base64,${buffer.toString('base64')}`);
  return photo;
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

type ProfileInput = RegisterRequest['profile'];

export async function registrationBody(
  overrides: { email?: string; password?: string; profile?: Partial<ProfileInput> } = {},
): Promise<RegisterRequest> {
  return {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'correct horse battery',
    profile: {
      name: 'Jordan',
      age: 30,
      gender: 'female',
      bio: 'I like long walks and short queues.',
      location: 'Austin, TX',
      photos: [await samplePhotoDataUrl()],
      interests: ['Hiking', 'Coffee'],
      languages: ['English'],
      lookingFor: 'Relationship',
      showMe: 'Men',
      ageRange: [25, 40],
      maxDistance: 25,
      questions: [],
      ...overrides.profile,
    },
  };
}

export interface CreatedMember extends AuthResponse {
  email: string;
  password: string;
}

/** Registers a member through the API, as a client would. */
export async function createMember(
  app: FastifyInstance,
  overrides: Parameters<typeof registrationBody>[0] = {},
): Promise<CreatedMember> {
  const body = await registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), email: body.email, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(
  data: Buffer,
  { field = 'photo', filename = 'photo.png', contentType = 'image/png' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kindred${randomUUID().replace(/-/g, '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with text fields and at most one file, fields first. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; data: Buffer; filename?: string; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kindred${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'selfie.jpg'}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends a selfie in the pose the member was asked for; returns the pending verification's status. */
export async function submitSelfie(app: FastifyInstance, member: CreatedMember, image?: Buffer) {
  const status = await app.inject({ method: 'GET', url: '/api/v1/verification', headers: bearer(member.token) });
  const poseId = status.json().verification.challenge?.poseId as string | undefined;
  if (!poseId) throw new Error(`no pose to take: ${status.body}`);
  const form = multipartForm({ poseId }, { field: 'image', data: image ?? (await pngOf(400, 500, '#8a6f5c')) });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/verification/selfie',
    headers: { ...form.headers, ...bearer(member.token) },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`selfie refused: ${response.statusCode} ${response.body}`);
  return { poseId, response };
}

export async function pngOf(width: number, height: number, background = '#c05078'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export interface DiscoverableOverrides {
  email?: string;
  profile?: Partial<ProfileInput>;
  /** Columns set straight on the profile row after registration (settings, plan, location). */
  columns?: Partial<typeof profiles.$inferInsert>;
}

const ANSWERED_QUESTIONS = ONBOARDING_QUESTIONS.map((question) => ({ question, answer: 'Something true.' }));

/**
 * A member others can be recommended: registered through the API with a profile that passes the
 * onboarding gates, marked discoverable and onboarded, and any columns applied.
 */
export async function createDiscoverableMember(
  app: FastifyInstance,
  db: Database,
  overrides: DiscoverableOverrides = {},
): Promise<CreatedMember> {
  // What the onboarding gates ask for, so a later profile change keeps the member discoverable.
  const member = await createMember(app, {
    email: overrides.email,
    profile: { interests: ['Hiking', 'Coffee', 'Reading'], questions: ANSWERED_QUESTIONS, ...overrides.profile },
  });
  await db
    .update(profiles)
    .set({ onboardingCompletedAt: new Date(), discoverable: true, ...overrides.columns })
    .where(eq(profiles.userId, member.user.id));
  return member;
}

/** Two members who would see each other in recommendations and Discover (a spot of their own), not matched. */
export async function createFittingStrangers(app: FastifyInstance, db: Database) {
  const spot = { ...randomSpot(), maxDistance: 5 };
  const her = await createDiscoverableMember(app, db, {
    profile: { name: 'Ava', gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
    columns: spot,
  });
  const him = await createDiscoverableMember(app, db, {
    profile: { name: 'Sam', gender: 'male', showMe: 'Women', age: 32, ageRange: [25, 40] },
    columns: spot,
  });
  return { her, him };
}

/** DELETE /account as the member, confirmed with their password. */
export function deleteAccount(app: FastifyInstance, member: CreatedMember) {
  return app.inject({
    method: 'DELETE',
    url: '/api/v1/account',
    headers: bearer(member.token),
    payload: { confirmation: 'DELETE', currentPassword: member.password },
  });
}

/** A spot of its own (a few miles across) somewhere in the western US: no other test's members nearby. */
export function randomSpot(): { lat: number; lng: number } {
  return { lat: 30 + Math.random() * 15, lng: -110 + Math.random() * 20 };
}

let ownSpots = 0;

/**
 * A spot no other test's members come within 5 miles of, for a test that counts everyone nearby
 * (a deck of exactly these members): north of randomSpot()'s band, on a grid a quarter of a degree
 * apart (about 28 km), one cell per call in this worker, whose files share its database.
 */
export function ownSpot(): { lat: number; lng: number } {
  const cell = ownSpots++ % 480;
  return { lat: 46 + (cell % 12) * 0.25, lng: -115 + Math.floor(cell / 12) * 0.4 };
}

export interface MatchedPair {
  her: CreatedMember;
  him: CreatedMember;
  matchId: string;
}

/** Two members who fit each other, in a spot of their own, matched by liking each other through the API. */
export async function createMatchedPair(
  app: FastifyInstance,
  db: Database,
  overrides: { her?: DiscoverableOverrides; him?: DiscoverableOverrides } = {},
): Promise<MatchedPair> {
  const spot = { ...randomSpot(), maxDistance: 5 };
  const her = await createDiscoverableMember(app, db, {
    ...overrides.her,
    profile: { name: 'Ava', gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40], ...overrides.her?.profile },
    columns: { ...spot, ...overrides.her?.columns },
  });
  const him = await createDiscoverableMember(app, db, {
    ...overrides.him,
    profile: { name: 'Sam', gender: 'male', showMe: 'Women', age: 32, ageRange: [25, 40], ...overrides.him?.profile },
    columns: { ...spot, ...overrides.him?.columns },
  });
  for (const [actor, target] of [
    [her, him],
    [him, her],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/matches/${target.user.id}/like`,
      headers: bearer(actor.token),
    });
    if (response.statusCode !== 200) throw new Error(`like failed: ${response.statusCode} ${response.body}`);
    const match = response.json().data.match as { id: string } | null;
    if (match) return { her, him, matchId: match.id };
  }
  throw new Error('liking each other made no match');
}

/** A match stored directly, for tests about what a match leads to rather than how one is made. */
export async function insertMatch(db: Database, memberA: string, memberB: string, score = 80): Promise<string> {
  const [userLow, userHigh] = [memberA, memberB].sort() as [string, string];
  const [row] = await db
    .insert(matches)
    .values({
      userLow,
      userHigh,
      compatibilityScore: score,
      subScores: { values: score, interests: score, lifestyle: score, communication: score },
    })
    .returning({ id: matches.id });
  return row!.id;
}
